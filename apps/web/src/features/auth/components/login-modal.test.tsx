import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { useLocation } from 'react-router';
import { LoginModal } from './login-modal.tsx';

/** Stands in for the restore page: shows the navigation state it was opened with. */
function StateProbe() {
  return <p data-testid="state">{JSON.stringify(useLocation().state)}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

const options = { status: 'ok', result: siteInfo({ settings: { easyLogin: true } }) };

describe('LoginModal', () => {
  it('validates the fields, then signs in and stores the token', async () => {
    const onClose = vi.fn();
    const fetch = mockApi({ '/api/info/get-options-info-v3': options, '/api/auth/login-v5': { status: 'ok', id_session: 'tok-1' } });
    renderWithProviders(<LoginModal onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('E-mail или телефон'), '12345');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите e-mail или телефон из 10–11 цифр')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('E-mail или телефон'));
    await userEvent.type(screen.getByLabelText('E-mail или телефон'), ' 8 912 000 00 01 ');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(tokenStore.get('standart')).toBe('tok-1');
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes('login-v5'))!;
    expect(String(init?.body)).toBe('login=8+912+000+00+01&password=secret12');
  });

  it('shows the captcha the server demands and sends its answer', async () => {
    let calls = 0;
    const fetch = mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/auth/login-v5': () =>
        ++calls === 1
          ? { status: 'error', errorName: 'LoginTryLimit', captcha: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }
          : { status: 'ok', id_session: 'tok-2' },
    });
    renderWithProviders(<LoginModal onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('E-mail или телефон'), 'demo@parking.test');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Превышено число попыток входа');
    expect(screen.getByRole('img', { name: 'Код с картинки' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Введите код с картинки'), 'abcde');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(tokenStore.get('standart')).toBe('tok-2'));
    const last = fetch.mock.calls.filter(([input]) => String(input).includes('login-v5')).at(-1)!;
    expect(String(last[1]?.body)).toContain('captcha=abcde');
  });

  it('asks for an e-mail only when easy login is off', async () => {
    mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { easyLogin: false } }) } });
    renderWithProviders(<LoginModal onClose={() => undefined} />);
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it("after a sign-in with a restore call's digits opens the new-password step instead of signing in", async () => {
    const onClose = vi.fn();
    mockApi({ '/api/info/get-options-info-v3': options, '/api/auth/login-v5': { status: 'ok', id_session: 'grant-1', changePassword: true } });
    renderWithProviders(<LoginModal onClose={onClose} />, { extraRoutes: [{ path: '/restore-password', element: <StateProbe /> }] });
    await userEvent.type(await screen.findByLabelText('E-mail или телефон'), '79120000001');
    await userEvent.type(screen.getByLabelText('Пароль'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByTestId('state')).toHaveTextContent('{"changePasswordToken":"grant-1"}');
    expect(onClose).toHaveBeenCalled();
    expect(tokenStore.get('standart')).toBe('');
  });

  it('names the wait of an account that had too many failures', async () => {
    mockApi({ '/api/info/get-options-info-v3': options, '/api/auth/login-v5': { status: 'error', errorName: 'LoginTryLater', retryAfter: 64 } });
    renderWithProviders(<LoginModal onClose={() => undefined} />, { route: '/en' });
    await userEvent.type(await screen.findByLabelText('E-mail or phone'), 'demo@parking.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts for this account. Try again in 64 s.');
  });

  it('links Yandex ID to the existing account with its password', async () => {
    const fetch = mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { easyLogin: true }, yandexClientId: 'client-1' }) },
      '/backend/v2/yandexID': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST' ? { status: 'ok', result: { token: 'tok-ya' } } : { status: 'error', errorName: 'ConfirmLinkWithPassword' },
    });
    vi.spyOn(window, 'open').mockImplementation(() => {
      setTimeout(
        () => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'yandex-id', accessToken: 'ya-access' } })),
        10,
      );
      return {} as Window;
    });
    const onClose = vi.fn();
    renderWithProviders(<LoginModal onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Войти с Яндекс ID' }));
    expect(await screen.findByText(/Введите её пароль, чтобы связать её с Яндекс ID/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo2026');
    await userEvent.click(screen.getByRole('button', { name: 'Связать и войти' }));
    await waitFor(() => expect(tokenStore.get('standart')).toBe('tok-ya'));
    const post = fetch.mock.calls.find(([input, init]) => String(input).includes('yandexID') && init?.method === 'POST')!;
    expect(String(post[1]?.body)).toBe('token=ya-access&password=demo2026');
    expect(onClose).toHaveBeenCalled();
  });
});
