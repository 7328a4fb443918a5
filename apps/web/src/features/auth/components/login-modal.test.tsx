import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('opens on the choice of who signs in with isCoopProfile on, the login field focused; the legal entity goes to /legal/auth', async () => {
    const onClose = vi.fn();
    mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ isCoopProfile: true }) } });
    renderWithProviders(<LoginModal onClose={onClose} />, { extraRoutes: [{ path: '/legal/auth', element: <p>legal sign-in</p> }] });
    const choice = await screen.findByRole('group', { name: 'Кто входит' });
    expect(within(choice).getByRole('button', { name: 'Физическое лицо' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByLabelText('E-mail или телефон')).toHaveFocus());
    await userEvent.click(within(choice).getByRole('button', { name: 'Юридическое лицо' }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('legal sign-in')).toBeInTheDocument();
  }, 15_000);

  it('offers no legal entity where the city has no companies', async () => {
    mockApi({ '/api/info/get-options-info-v3': options });
    renderWithProviders(<LoginModal onClose={() => undefined} />);
    expect(await screen.findByLabelText('E-mail или телефон')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Юридическое лицо' })).not.toBeInTheDocument();
  }, 15_000);

  it('validates the fields, then signs in and stores the token', async () => {
    const onClose = vi.fn();
    const fetch = mockApi({ '/api/info/get-options-info-v3': options, '/api/auth/login-v5': { status: 'ok', id_session: 'tok-1' } });
    renderWithProviders(<LoginModal onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail или телефон')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('E-mail или телефон'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите e-mail или телефон из 10–11 цифр')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('E-mail или телефон'), { target: { value: ' 8 912 000 00 01 ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(tokenStore.get('standart')).toBe('tok-1');
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes('login-v5'))!;
    expect(String(init?.body)).toBe('login=8+912+000+00+01&password=secret12');
    // The first test of the file loads the dialog's code: more than the default 5 s on a busy machine.
  }, 15_000);

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
    fireEvent.change(await screen.findByLabelText('E-mail или телефон'), { target: { value: 'demo@parking.test' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'wrong' } });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Превышено число попыток входа');
    expect(screen.getByRole('img', { name: 'Код с картинки' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Введите код с картинки'), { target: { value: 'abcde' } });
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
    fireEvent.change(await screen.findByLabelText('E-mail или телефон'), { target: { value: '79120000001' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: '1234' } });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByTestId('state')).toHaveTextContent('{"changePasswordToken":"grant-1"}');
    expect(onClose).toHaveBeenCalled();
    expect(tokenStore.get('standart')).toBe('');
  });

  it('names the wait of an account that had too many failures', async () => {
    mockApi({ '/api/info/get-options-info-v3': options, '/api/auth/login-v5': { status: 'error', errorName: 'LoginTryLater', retryAfter: 64 } });
    renderWithProviders(<LoginModal onClose={() => undefined} />, { route: '/en' });
    fireEvent.change(await screen.findByLabelText('E-mail or phone'), { target: { value: 'demo@parking.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
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
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'demo2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Связать и войти' }));
    await waitFor(() => expect(tokenStore.get('standart')).toBe('tok-ya'));
    const post = fetch.mock.calls.find(([input, init]) => String(input).includes('yandexID') && init?.method === 'POST')!;
    expect(String(post[1]?.body)).toBe('token=ya-access&password=demo2026');
    expect(onClose).toHaveBeenCalled();
  });

  it('renews the picture and swaps it for a question in words, keeping focus on the button pressed', async () => {
    const svg = (id: string) => `<svg xmlns="http://www.w3.org/2000/svg" id="${id}"></svg>`;
    const fetch = mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/auth/login-v5': (_url: URL, init?: RequestInit) =>
        String(init?.body).includes('captcha=9')
          ? { status: 'ok', id_session: 'tok-q' }
          : { status: 'error', errorName: 'LoginTryLimit', captcha: svg('first') },
      '/api/auth/captcha': (_url: URL, init?: RequestInit) =>
        String(init?.body).includes('captchaType=question')
          ? { status: 'ok', captchaQuestion: 'What is seven plus two?' }
          : { status: 'ok', captcha: svg('second') },
    });
    renderWithProviders(<LoginModal onClose={() => undefined} />, { route: '/en' });
    fireEvent.change(await screen.findByLabelText('E-mail or phone'), { target: { value: 'demo@parking.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const picture = await screen.findByRole('img', { name: 'Picture code' });
    expect(picture.getAttribute('src')).toContain('first');

    const another = screen.getByRole('button', { name: 'Another picture' });
    await userEvent.click(another);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture code' }).getAttribute('src')).toContain('second'));
    expect(another).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('A new picture is shown');
    const renewal = fetch.mock.calls.find(([input]) => String(input).includes('/api/auth/captcha'))!;
    expect(String(renewal[1]?.body)).toBe('login=demo%40parking.test&captchaType=image');

    const swap = screen.getByRole('button', { name: 'A question instead of the picture' });
    await userEvent.click(swap);
    const answer = await screen.findByLabelText('Answer to the question (a number)');
    expect(answer).toHaveAccessibleDescription('What is seven plus two?');
    expect(screen.queryByRole('img', { name: 'Picture code' })).not.toBeInTheDocument();
    expect(swap).toHaveFocus();
    expect(swap).toHaveAccessibleName('The picture instead of the question');
    expect(screen.getByRole('status')).toHaveTextContent('What is seven plus two?');

    fireEvent.change(answer, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(tokenStore.get('standart')).toBe('tok-q'));
    const last = fetch.mock.calls.filter(([input]) => String(input).includes('login-v5')).at(-1)!;
    expect(String(last[1]?.body)).toBe('login=demo%40parking.test&password=demo2026&captcha=9&captchaType=question');
  }, 20_000);

  it('says a wrong answer to the question in its own words, with the next question', async () => {
    let calls = 0;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/auth/login-v5': () =>
        ++calls === 1
          ? { status: 'error', errorName: 'LoginTryLimit', captcha: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }
          : { status: 'error', errorName: 'CaptchaIncorrect', captchaQuestion: 'Сколько будет девять минус четыре?' },
      '/api/auth/captcha': { status: 'ok', captchaQuestion: 'Сколько будет семь плюс два?' },
    });
    renderWithProviders(<LoginModal onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('E-mail или телефон'), { target: { value: 'demo@parking.test' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'wrong' } });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Вопрос вместо картинки' }));
    const answer = await screen.findByLabelText('Ответ на вопрос (числом)');
    expect(answer).toHaveAccessibleDescription('Сколько будет семь плюс два?');
    fireEvent.change(answer, { target: { value: '8' } });
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ответ на вопрос неверный');
    expect(screen.getByLabelText('Ответ на вопрос (числом)')).toHaveAccessibleDescription('Сколько будет девять минус четыре?');
    expect(screen.getByLabelText('Ответ на вопрос (числом)')).toHaveValue('');
  }, 20_000);

  it('after signing in goes to the page it was opened for, with its query', async () => {
    const onClose = vi.fn();
    mockApi({ '/api/info/get-options-info-v3': options, '/api/auth/login-v5': { status: 'ok', id_session: 'tok-r' } });
    renderWithProviders(<LoginModal onClose={onClose} returnTo="/en/profile/parking?zone=101" />, {
      route: '/en',
      extraRoutes: [{ path: '/en/profile/parking', element: <PlaceProbe /> }],
    });
    fireEvent.change(await screen.findByLabelText('E-mail or phone'), { target: { value: 'demo@parking.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('place')).toHaveTextContent('/en/profile/parking?zone=101');
    expect(onClose).toHaveBeenCalled();
  });
});

/** Stands in for the page a sign-in leads to: shows where it is. */
function PlaceProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="place">{`${pathname}${search}`}</p>;
}
