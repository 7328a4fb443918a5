import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { currentCity } from '@/lib/city/current-city.ts';
import { callsTo } from '@/testing/calls-to.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { EmailConfirmationPage } from './email-confirmation-page.tsx';

const PATH = '/registration/confirmation/email/:salt/:code';
const progress = (patch: Record<string, boolean>) => ({
  status: 'ok',
  completed: false,
  phoneConfirmed: false,
  emailConfirmed: true,
  alreadyConfirmed: false,
  ...patch,
});

afterEach(() => vi.restoreAllMocks());

/** The outcome alert, once the loader (also a status) has given way to it. */
async function outcome() {
  await waitFor(() => expect(screen.getByRole('status')).toHaveClass('mantine-Alert-root'));
  return screen.getByRole('status');
}

describe('EmailConfirmationPage', () => {
  it("confirms with the back end of the link's city, not the browser's chosen one", async () => {
    expect(currentCity.city).toBe('perm');
    const fetch = mockApi({ '/api/auth/confirm-email-link': progress({}) });
    renderWithProviders(<EmailConfirmationPage />, { route: '/registration/confirmation/email/salt1/123456?city=sevastopol', path: PATH });
    expect(await outcome()).toHaveTextContent('E-mail подтверждён. Чтобы завершить регистрацию, подтвердите телефон.');
    const [[url, init]] = callsTo(fetch, '/api/auth/confirm-email-link') as [[string, RequestInit]];
    expect(url).toBe('/city/sevastopol/api/auth/confirm-email-link');
    expect(String(init.body)).toBe('salt=salt1&code=123456');
    expect(currentCity.city).toBe('perm');
  });

  it('asks the chosen city when the link names none', async () => {
    const fetch = mockApi({ '/api/auth/confirm-email-link': progress({ completed: true, phoneConfirmed: true }) });
    renderWithProviders(<EmailConfirmationPage />, { route: '/registration/confirmation/email/salt1/123456', path: PATH });
    expect(await outcome()).toHaveTextContent('Учётная запись создана');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(String(callsTo(fetch, '/api/auth/confirm-email-link')[0]?.[0])).toBe('/city/perm/api/auth/confirm-email-link');
  });

  it.each([
    [{ alreadyConfirmed: true }, 'E-mail уже подтверждён по этой ссылке. Чтобы завершить регистрацию, подтвердите телефон.'],
    [{ alreadyConfirmed: true, completed: true, phoneConfirmed: true }, 'E-mail уже подтверждён, учётная запись создана.'],
  ])('says a used link was already confirmed (%o)', async (patch, text) => {
    mockApi({ '/api/auth/confirm-email-link': progress(patch) });
    renderWithProviders(<EmailConfirmationPage />, { route: '/registration/confirmation/email/salt1/123456?city=sevastopol', path: PATH });
    expect(await outcome()).toHaveTextContent(text);
  });

  it('speaks English on the English page', async () => {
    mockApi({ '/api/auth/confirm-email-link': progress({ alreadyConfirmed: true }) });
    renderWithProviders(<EmailConfirmationPage />, { route: '/en/registration/confirmation/email/salt1/123456?city=sevastopol', path: `/:lng${PATH}` });
    expect(await outcome()).toHaveTextContent('This e-mail is already confirmed by this link.');
  });

  it("shows the server's refusal of a wrong code", async () => {
    mockApi({ '/api/auth/confirm-email-link': { status: 'error', errorName: 'IncorrectCode' } });
    renderWithProviders(<EmailConfirmationPage />, { route: '/registration/confirmation/email/salt1/000000?city=sevastopol', path: PATH });
    expect(await screen.findByText('Неверный код подтверждения')).toBeInTheDocument();
  });
});
