import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { callsTo } from '@/testing/calls-to.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PhonePaymentCallbackPage } from './phone-payment-callback-page.tsx';

describe('PhonePaymentCallbackPage', () => {
  describe('for a signed-in driver', () => {
    beforeEach(() => tokenStore.set('standart', 'tok-1'));
    afterEach(() => tokenStore.clear('standart'));

    it('asks to wait for the SMS and links to the operations history and the main page', () => {
      renderWithProviders(<PhonePaymentCallbackPage />, { route: '/phone-payment-callback' });
      expect(screen.getByRole('heading', { name: 'Подтвердите оплату по SMS' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Дождитесь его и следуйте инструкциям');
      expect(screen.getByText(/баланс обновится/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'История операций' })).toHaveAttribute('href', '/profile/operations');
      expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    });

    it('speaks English under /en, with English links', async () => {
      renderWithProviders(<PhonePaymentCallbackPage />, { route: '/en/phone-payment-callback' });
      expect(await screen.findByRole('heading', { name: 'Confirm the payment by SMS' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Operations history' })).toHaveAttribute('href', '/en/profile/operations');
      expect(screen.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en');
    });
  });

  it.each([
    ['/phone-payment-callback', 'эта страница покажет, что оплачено', /баланс|истори/i, 'На главную', '/'],
    ['/en/phone-payment-callback', 'this page shows what was paid', /balance|history/i, 'To the main page', '/en'],
  ])('speaks to a guest of the payment only, with no balance and no history (%s)', async (route, after, account, home, homeHref) => {
    renderWithProviders(<PhonePaymentCallbackPage />, { route });
    expect(await screen.findByText(new RegExp(after))).toBeInTheDocument();
    expect(document.body.textContent ?? '').not.toMatch(account);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([home]);
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homeHref);
  });

  describe('with the payment it waits for', () => {
    beforeEach(() => tokenStore.set('standart', 'tok-1'));
    afterEach(() => {
      vi.restoreAllMocks();
      tokenStore.clear('standart');
    });
    const confirmation = { kind: 'refill', zone: '', plate: '', start: '', end: '', amount: 150, balance: 1150 };

    it('shows what the payment bought once the server says it is done', async () => {
      const fetch = mockApi({
        '/api/payment/status': { status: 'ok', result: { status: 'done', confirmation } },
        '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() },
      });
      renderWithProviders(<PhonePaymentCallbackPage />, { route: '/phone-payment-callback?order=p9' });
      expect(await screen.findByRole('heading', { name: 'Оплата по SMS подтверждена' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Баланс пополнен' })).toHaveFocus();
      expect(screen.getByText('1 150,00 ₽')).toBeInTheDocument();
      expect(String(callsTo(fetch, '/api/payment/status')[0]?.[0])).toContain('token=tok-1&order=p9');
    });

    it('keeps asking to answer the SMS while the payment waits, and says a declined one (English)', async () => {
      mockApi({ '/api/payment/status': { status: 'ok', result: { status: 'failed' } } });
      renderWithProviders(<PhonePaymentCallbackPage />, { route: '/en/phone-payment-callback?order=p9' });
      expect(await screen.findByText('The payment was declined: nothing was charged.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Payment by SMS confirmed' })).not.toBeInTheDocument();
    });
  });
});
