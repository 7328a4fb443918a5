import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { deskSession } from '../desk-session.ts';
import { SignInForm } from './sign-in-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  deskSession.clear();
});

const options = { status: 'ok', result: siteInfo() };
const signedIn = { status: 'ok', token: 'desk-token', name: 'Анна', roles: ['support'] };

async function password() {
  await userEvent.type(await screen.findByLabelText('E-mail'), 'anna@perm.test');
  await userEvent.type(screen.getByLabelText('Пароль', { exact: true }), 'secret77');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('the desk’s sign-in', { timeout: 20_000 }, () => {
  it('asks for the app’s code after the password, says a wrong one, and signs in with the right one', async () => {
    const codes: unknown[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/login/v1': { status: 'ok', step: 'code', pending: 'p1' },
      '/api/operator/login/code/v1': (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { code: string };
        codes.push(body);
        return body.code === '123456' ? signedIn : { status: 'error', errorName: 'SecondFactorIncorrect', userMessage: 'x' };
      },
    });
    renderWithProviders(<SignInForm expired={false} />);
    await password();
    expect(await screen.findByRole('heading', { name: 'Код подтверждения' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Код'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код');
    await userEvent.type(screen.getByLabelText('Код'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(deskSession.token()).toBe('desk-token'));
    expect(codes).toEqual([
      { pending: 'p1', code: '000000' },
      { pending: 'p1', code: '123456' },
    ]);
  });

  it('enrols an app with the QR code and the key, then shows the recovery codes once before the desk opens', async () => {
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/login/v1': {
        status: 'ok',
        step: 'enrol',
        pending: 'p2',
        secret: 'ABCDEFGHIJKLMNOP',
        uri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP',
        qr: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      '/api/operator/login/enrol/v1': { ...signedIn, recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] },
    });
    renderWithProviders(<SignInForm expired={false} />);
    await password();
    expect(await screen.findByRole('heading', { name: 'Подключите приложение-аутентификатор' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Код'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Подключить и войти' }));
    expect(await screen.findByRole('heading', { name: 'Резервные коды' })).toBeInTheDocument();
    expect(screen.getByText('CCCCC-DDDDD')).toBeInTheDocument();
    expect(deskSession.token()).toBeFalsy();
    await userEvent.click(screen.getByRole('button', { name: 'Я сохранил коды, продолжить' }));
    expect(deskSession.token()).toBe('desk-token');
  });

  it('goes back to the password, saying why, when the second step has expired', async () => {
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/login/v1': { status: 'ok', step: 'code', pending: 'p3' },
      '/api/operator/login/code/v1': { status: 'error', errorName: 'SignInStepExpired', userMessage: 'x' },
    });
    renderWithProviders(<SignInForm expired={false} />);
    await password();
    await userEvent.type(await screen.findByLabelText('Код'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Вход для операторов' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Время входа истекло');
  });
});
