import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { GuestPaymentPage } from './guest-payment-page.tsx';

const zones = { status: 'ok', result: [{ name: 'Большая Морская', value: '9201', zonenumber: '9201', code: 'P9201', category: 'roadside' }] };

function api({ guest = true, flat = false, zonesAnswer = (): unknown => zones } = {}) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useSessionWithoutRegister: guest, useFlatParking: flat } }) },
    '/backend/v2/getZones': zonesAnswer,
    '/api/auth/guest': { status: 'ok', token: 'guest-1' },
  });
}

// The form's code loads lazily: its first import takes a while under the test runner.
const LAZY = { timeout: 5000 };

const render = () =>
  renderWithProviders(<GuestPaymentPage />, { route: '/guest-payment', path: '/guest-payment', extraRoutes: [{ path: '/', element: <p>Главная</p> }] });

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('standart');
});

describe('GuestPaymentPage', () => {
  it('gets a guest token and keeps it as the guest kind', async () => {
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Оплата без регистрации' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Госномер/, {}, LAZY)).toBeInTheDocument();
    expect(tokenStore.get('guest')).toBe('guest-1');
  });

  it('offers the planar (barrier-lot) payment only where the city has flat parking', async () => {
    api({ flat: true });
    render();
    const planar = await screen.findByRole('tab', { name: 'Плоскостная парковка' });
    expect(screen.getByRole('tab', { name: 'Уличная парковка' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(planar);
    expect(await screen.findByLabelText(/Номер карты/, {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Госномер/)).not.toBeInTheDocument();
  });

  it('has no planar payment where the city has no flat parking', async () => {
    api();
    render();
    expect(await screen.findByRole('tab', { name: 'Уличная парковка' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Плоскостная парковка' })).not.toBeInTheDocument();
  });

  it('sends a signed-in driver to the main page', async () => {
    tokenStore.set('standart', 'driver-1');
    const fetch = api();
    render();
    expect(await screen.findByText('Главная')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/auth/guest'))).toBe(false);
  });

  it('sends everyone to the main page where the city has no guest payment', async () => {
    api({ guest: false });
    render();
    expect(await screen.findByText('Главная')).toBeInTheDocument();
  });

  it('shows an error card when the zones fail to load, and tries again', async () => {
    let fail = true;
    api({ zonesAnswer: () => (fail ? { status: 'error', errorName: 'UnknownError' } : zones) });
    render();
    expect(await screen.findByText('Не удалось загрузить список зон.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByLabelText(/Госномер/, {}, LAZY)).toBeInTheDocument();
  });
});
