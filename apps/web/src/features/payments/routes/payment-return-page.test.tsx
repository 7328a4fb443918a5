import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { callsTo } from '@/testing/calls-to.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';

describe('PaymentReturnPage with an invoice', () => {
  it('opens the card widget with the amount, the receipt e-mail, Pay and Decline', async () => {
    renderWithProviders(<PaymentReturnPage />, {
      route: '/payment?amount=1500.50&currency=RUB&invoiceId=inv1&email=driver@example.org&type=refill&language=ru',
    });
    const widget = await screen.findByRole('dialog', { name: 'Оплата картой' });
    expect(within(widget).getByText('1 500,50 ₽')).toBeInTheDocument();
    expect(within(widget).getByText('Чек придёт на driver@example.org')).toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Оплатить' })).toBeEnabled();
    expect(within(widget).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
  });

  it('leaves the e-mail out when the payer has none', async () => {
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?amount=10.00&invoiceId=inv2&email=&language=ru' });
    const widget = await screen.findByRole('dialog', { name: 'Оплата картой' });
    expect(within(widget).getByText('10,00 ₽')).toBeInTheDocument();
    expect(within(widget).queryByText(/Чек придёт/)).not.toBeInTheDocument();
  });

  it('goes home from /payment without an invoice or an order', () => {
    renderWithProviders(<PaymentReturnPage />, { route: '/payment', path: '/payment', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(screen.getByText('main page')).toBeInTheDocument();
  });
});

describe('PaymentReturnPage after paying', () => {
  beforeEach(() => tokenStore.set('standart', 'tok-1'));
  afterEach(() => {
    vi.restoreAllMocks();
    tokenStore.clear('standart');
    tokenStore.clear('guest');
  });
  const serverSays = (status: string) => mockApi({ '/api/payment/status': { status: 'ok', result: { status } } });

  it.each([
    ['done', 'Платёж прошёл'],
    ['failed', 'Платёж отклонён'],
    ['refunded', 'Деньги возвращаются'],
    ['expired', 'Время на оплату истекло'],
    ['processing', 'Платёж обрабатывается'],
  ])('tells the payer what the server says of the payment: %s', async (status, text) => {
    const fetch = serverSays(status);
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?order=p1', path: '/payment' });
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(String(callsTo(fetch, '/api/payment/status')[0]?.[0])).toContain('token=tok-1&order=p1');
  });

  it('believes the server, not the status the return address carries', async () => {
    serverSays('failed');
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?order=p1&status=done', path: '/payment' });
    expect(await screen.findByRole('status')).toHaveTextContent('Платёж отклонён');
  });

  it("asks with the guest's token when no driver is signed in", async () => {
    tokenStore.clear('standart');
    tokenStore.set('guest', 'guest-1');
    const fetch = serverSays('done');
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?order=p2', path: '/payment' });
    expect(await screen.findByRole('status')).toHaveTextContent('Платёж прошёл');
    expect(String(callsTo(fetch, '/api/payment/status')[0]?.[0])).toContain('token=guest-1&order=p2');
  });

  it('says the payment is being processed when nobody can ask about it', () => {
    tokenStore.clear('standart');
    const fetch = serverSays('done');
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?order=p1&status=done', path: '/payment' });
    expect(screen.getByRole('status')).toHaveTextContent('Платёж обрабатывается');
    expect(callsTo(fetch, '/api/payment/status')).toHaveLength(0);
  });

  it('speaks English on the English page', async () => {
    serverSays('refunded');
    renderWithProviders(<PaymentReturnPage />, { route: '/en/payment?order=p1', path: '/:lng/payment' });
    expect(await screen.findByRole('status')).toHaveTextContent('The money is being returned the way you paid');
  });
});
