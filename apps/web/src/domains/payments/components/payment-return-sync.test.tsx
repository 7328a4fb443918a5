import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { currentCity } from '@/lib/city/current-city.ts';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { PaymentReturnSync } from './payment-return-sync.tsx';

/** The /payment page of another tab, as this tab hears it. */
const otherTab = new BroadcastChannel('city-parking-payments');

const refill = { kind: 'refill', zone: '', plate: '', start: '', end: '', amount: 500, balance: 1500 };

/** What reads the balance and the sessions on a page, such as the header. */
function ProfileReader() {
  useProfile();
  return null;
}

signInForEachTest();

describe('PaymentReturnSync', { timeout: 15_000 }, () => {
  it('says what the server knows of a payment sent back to another tab, asking again until it is decided', async () => {
    let asked = 0;
    const fetch = mockApi({
      '/api/profile/get-profile-v6': driverProfile(),
      // The provider's notification lands after the first answer.
      '/api/payment/status': () => ({ status: 'ok', result: ++asked === 1 ? { status: 'processing' } : { status: 'done', confirmation: refill } }),
    });
    renderWithProviders(
      <>
        <ProfileReader />
        <PaymentReturnSync />
      </>,
    );
    await waitFor(() => expect(callsTo(fetch, '/api/profile/get-profile-v6').length).toBeGreaterThan(0));
    const profileCalls = callsTo(fetch, '/api/profile/get-profile-v6').length;

    otherTab.postMessage({ type: 'payment', city: currentCity.city, order: 'p7' });
    expect(await screen.findByRole('status')).toHaveTextContent('Платёж ещё не подтверждён');
    expect(String(callsTo(fetch, '/api/payment/status')[0]?.[0])).toContain('order=p7');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Баланс пополнен: 500,00 ₽'), { timeout: 5000 });
    // The balance and the sessions were asked for again with each status the server said.
    expect(callsTo(fetch, '/api/profile/get-profile-v6').length).toBeGreaterThanOrEqual(profileCalls + 2);
  });

  it('says a declined payment as a failure', async () => {
    mockApi({ '/api/profile/get-profile-v6': driverProfile(), '/api/payment/status': { status: 'ok', result: { status: 'failed' } } });
    renderWithProviders(<PaymentReturnSync />);
    otherTab.postMessage({ type: 'payment', city: currentCity.city, order: 'p8' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Платёж отклонён, деньги не списаны.');
  });

  it('leaves a payment of another city to that city', async () => {
    const fetch = mockApi({ '/api/profile/get-profile-v6': driverProfile(), '/api/payment/status': { status: 'ok', result: { status: 'done' } } });
    renderWithProviders(<PaymentReturnSync />);
    otherTab.postMessage({ type: 'payment', city: `${currentCity.city}-other`, order: 'p9' });
    otherTab.postMessage({ type: 'payment', city: currentCity.city, order: 'p10' });
    expect(await screen.findByRole('status')).toHaveTextContent('Платёж прошёл.');
    expect(callsTo(fetch, '/api/payment/status').map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('order'))).toEqual(['p10']);
  });
});
