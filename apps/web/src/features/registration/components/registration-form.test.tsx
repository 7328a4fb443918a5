import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { RegistrationForm } from './registration-form.tsx';

afterEach(() => vi.restoreAllMocks());

const bodies = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).includes(path)).map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

describe('RegistrationForm: a taken e-mail or phone', { timeout: 15_000 }, () => {
  it('is said on its field as the driver leaves it, as the spec reads check-email and check-phone', async () => {
    const fetch = mockApi({
      // check-email: ok means a driver has the address, unknownEmail that none has.
      '/api/auth/check-email': (_url: URL, init?: RequestInit) =>
        new URLSearchParams(String(init?.body)).get('email') === 'demo@parking.test' ? { status: 'ok' } : { status: 'error', errorName: 'unknownEmail' },
      '/api/auth/check-phone': (_url: URL, init?: RequestInit) =>
        new URLSearchParams(String(init?.body)).get('phone') === '79120000001' ? { status: 'error', errorName: 'UserExists' } : { status: 'ok' },
    });
    renderWithProviders(<RegistrationForm withNames={false} onRegistered={() => undefined} />);
    const email = screen.getByLabelText('E-mail');
    const phone = screen.getByLabelText('Телефон');
    await userEvent.type(email, 'Demo@parking.test');
    await userEvent.click(phone);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Пользователь с таким e-mail уже существует'));
    expect(bodies(fetch, 'check-email')).toEqual([{ email: 'demo@parking.test' }]);

    await userEvent.type(phone, '+7 912 000-00-01');
    await userEvent.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Пользователь с таким номером телефона уже существует'));
    expect(bodies(fetch, 'check-phone')).toEqual([{ phone: '79120000001' }]);

    // A free address says nothing; an edit forgets what was said of the old one.
    await userEvent.clear(email);
    await userEvent.type(email, 'new.driver@example.org');
    expect(email).not.toHaveAccessibleDescription('Пользователь с таким e-mail уже существует');
    await userEvent.tab();
    await waitFor(() => expect(bodies(fetch, 'check-email')).toHaveLength(2));
    expect(email).toHaveAccessibleDescription('');

    // The submit keeps a phone the check found taken from the registration call.
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(phone).toHaveAccessibleDescription('Пользователь с таким номером телефона уже существует');
    expect(bodies(fetch, 'registration')).toEqual([]);
  });

  it('says the unknown error when the check fails, and does not call for an invalid value (English)', async () => {
    const fetch = mockApi({ '/api/auth/check-email': { status: 'error', errorName: 'TooManyRequests' } });
    renderWithProviders(<RegistrationForm withNames={false} onRegistered={() => undefined} />, { route: '/en' });
    const email = await screen.findByLabelText('E-mail');
    await userEvent.type(email, 'not-an-e-mail');
    await userEvent.tab();
    expect(bodies(fetch, 'check-email')).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example.org');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/unknown error/i));
  });
});

const withRules = (pagePersonalData: string, title: { ru: string; en: string }) =>
  mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { pagePersonalData, pagePersonalDataTitle: title } }) } });

describe('RegistrationForm: the agreement', () => {
  it('links the agreement to the page the city names, under its title', async () => {
    withRules('offer', { ru: 'Политика конфиденциальности', en: 'Privacy policy' });
    renderWithProviders(<RegistrationForm withNames={false} onRegistered={() => undefined} />, { route: '/en/registration' });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/pages/offer');
  });

  it('links to an address of the city’s own when it names one', async () => {
    withRules('https://city.example/rules.pdf', { ru: 'Правила города', en: 'City rules' });
    renderWithProviders(<RegistrationForm withNames={false} onRegistered={() => undefined} />, { route: '/registration' });
    expect(await screen.findByRole('link', { name: '«Правила города»' })).toHaveAttribute('href', 'https://city.example/rules.pdf');
  });
});
