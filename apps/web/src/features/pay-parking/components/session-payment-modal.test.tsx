import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { testSession } from '@/testing/test-session.ts';
import { SessionPaymentModal } from './session-payment-modal.tsx';

const card = {
  methodName: 'card',
  methodNameForShow: { ru: 'Банковская карта', en: 'Bank card' },
  methodDescription: { ru: '', en: '' },
  isPhoneRequired: false,
};

const running = testSession(42, 'А123ВС161', { zoneName: 'Большая Садовая' });
const deferred: TSession = { ...running, endDate: '2026-07-06T10:30:00.000Z', openEnded: false, status: 'waiting', amountToPay: 30 };

function api(path: string, answer: unknown) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { dontUseBalance: true, paymentsMethods: [card] } }) },
    '/api/profile/get-profile-v6': driverProfile(),
    [path]: answer,
  });
}

signInForEachTest();

describe('SessionPaymentModal', () => {
  it('stops a session with the chosen method, then shows the amount due with Pay, which opens the link and closes', async () => {
    const fetch = api('/api/payment/cancel/v2', { status: 'ok', amountToPay: 12.5, RedirectURL: 'http://pay.test/p/1,5' });
    const onClose = vi.fn();
    renderWithProviders(<SessionPaymentModal purpose="stop" session={running} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Завершение парковки' });
    expect(dialog).toHaveTextContent('можно будет оплатить позже в разделе «Отложенные парковки»');
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));

    await userEvent.click(screen.getByRole('button', { name: 'Завершить парковку' }));
    expect(await screen.findByText('К оплате: 12,50 ₽')).toBeInTheDocument();
    const body = new URLSearchParams(String(callsTo(fetch, '/api/payment/cancel/v2')[0]![1]?.body));
    expect(Object.fromEntries(body)).toEqual({ Token: 'tok-1', OrderId: '42', PaymentService: 'card' });
    // The stopped session is now a deferred one: the list is asked again.
    await waitFor(() => expect(callsTo(fetch, '/api/profile/get-profile-v6').length).toBeGreaterThanOrEqual(2));

    expect(screen.getByText(/откроется в новой вкладке/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeEnabled();
    const pay = screen.getByRole('link', { name: 'Оплатить' });
    expect(pay).toHaveAttribute('href', 'http://pay.test/p/1.5');
    expect(pay).toHaveAttribute('target', '_blank');
    pay.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(pay);
    expect(onClose).toHaveBeenCalled();
  });

  it('says that a free session was free, refreshes the list and offers nothing to pay', async () => {
    const fetch = api('/api/payment/cancel/v2', { status: 'error', errorName: 'ParkingSessionWasFree' });
    renderWithProviders(<SessionPaymentModal purpose="stop" session={running} onClose={() => undefined} />, { route: '/en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the parking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The parking session was free');
    expect(screen.queryByRole('button', { name: 'Stop the parking' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, '/api/profile/get-profile-v6').length).toBeGreaterThanOrEqual(2));
  });

  it('pays a deferred session through deffered/v1 (English)', async () => {
    const fetch = api('/api/payment/deffered/v1', { status: 'ok', amountToPay: 30, RedirectURL: 'http://pay.test/p/2' });
    renderWithProviders(<SessionPaymentModal purpose="deferred" session={deferred} onClose={() => undefined} />, { route: '/en' });
    const dialog = await screen.findByRole('dialog', { name: 'Pay for a deferred parking' });
    expect(dialog).toHaveTextContent('To pay: 30.00 ₽');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Pay' })).toHaveAttribute('href', 'http://pay.test/p/2');
    expect(callsTo(fetch, '/api/payment/deffered/v1')).toHaveLength(1);
  });

  it('warns that cancelling makes the driver answer for the time, then cancels through break/v1', async () => {
    const fetch = api('/api/payment/break/v1', { status: 'ok', amountToPay: 3, RedirectURL: 'http://pay.test/p/3' });
    renderWithProviders(<SessionPaymentModal purpose="cancel" session={running} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Отмена парковки' });
    expect(dialog).toHaveTextContent('берёте на себя ответственность');
    await userEvent.click(screen.getByRole('button', { name: 'Отменить парковку' }));
    expect(await screen.findByText('К оплате: 3,00 ₽')).toBeInTheDocument();
    const body = new URLSearchParams(String(callsTo(fetch, '/api/payment/break/v1')[0]![1]?.body));
    expect(body.get('OrderId')).toBe('42');
    expect(body.get('PaymentService')).toBe('card');
  });
});
