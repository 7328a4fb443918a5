import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { callsTo } from '@/testing/calls-to.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
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
    vi.useRealTimers();
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

  it('tells the other tabs of the browser which payment came back, for them to ask the server', async () => {
    serverSays('done');
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('city-parking-payments');
    otherTab.addEventListener('message', (event) => heard.push(event.data));
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?order=p1&status=done', path: '/payment' });
    await waitFor(() => expect(heard).toEqual([{ type: 'payment', city: currentCity.city, order: 'p1' }]));
    otherTab.close();
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

  it('goes back at once by its link, and to the main page where no page was stored', async () => {
    serverSays('failed');
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?order=p1', path: '/payment', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(await screen.findByRole('status')).toHaveTextContent('Через 10 секунд вы перейдёте на главную страницу.');
    await userEvent.click(screen.getByRole('link', { name: 'Перейти сейчас' }));
    expect(await screen.findByText('main page')).toBeInTheDocument();
  });

  it('speaks English on the English page', async () => {
    serverSays('refunded');
    renderWithProviders(<PaymentReturnPage />, { route: '/en/payment?order=p1', path: '/:lng/payment' });
    expect(await screen.findByRole('status')).toHaveTextContent('The money is being returned the way you paid');
  });

  describe('once the server has completed the payment', () => {
    const confirmation = { kind: 'refill', zone: '', plate: '', start: '', end: '', amount: 250.5, balance: 1250.5 };
    const serverConfirms = () =>
      mockApi({
        '/api/payment/status': { status: 'ok', result: { status: 'done', confirmation } },
        '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() },
      });
    afterEach(() => localStorage.clear());

    it('shows what it bought, says when it goes back, and goes back to the page paid from then', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      serverConfirms();
      localStorage.setItem('paymentReturnPath', '/news');
      renderWithProviders(<PaymentReturnPage />, {
        route: '/payment?order=p3',
        path: '/payment',
        extraRoutes: [{ path: '/news', element: <p>news page</p> }],
      });
      const heading = await screen.findByRole('heading', { name: 'Баланс пополнен' });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Платёж прошёл.Через 10 секунд вы вернётесь на страницу, с которой начали оплату.');
      expect(screen.getByText('1 250,50 ₽')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Вернуться сейчас' })).toHaveAttribute('href', '/news');
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(screen.getByRole('heading', { name: 'Баланс пополнен' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByText('news page')).toBeInTheDocument();
      expect(localStorage.getItem('paymentReturnPath')).toBeNull();
    });

    it('stays for as long as the payer asks, then goes back when they are done', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      serverConfirms();
      localStorage.setItem('paymentReturnPath', '/news');
      renderWithProviders(<PaymentReturnPage />, {
        route: '/payment?order=p3',
        path: '/payment',
        extraRoutes: [{ path: '/news', element: <p>news page</p> }],
      });
      await user.click(await screen.findByRole('button', { name: 'Остаться на этой странице' }));
      // The sentence and the button go; the focus moves to the link that is left.
      expect(screen.getByRole('status')).not.toHaveTextContent('Через 10 секунд');
      expect(screen.getByRole('link', { name: 'Вернуться на страницу, с которой начали оплату' })).toHaveFocus();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.getByRole('heading', { name: 'Баланс пополнен' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Готово' }));
      expect(await screen.findByText('news page')).toBeInTheDocument();
    });

    it('speaks English on the English page', async () => {
      serverConfirms();
      renderWithProviders(<PaymentReturnPage />, { route: '/en/payment?order=p3', path: '/:lng/payment' });
      expect(await screen.findByRole('heading', { name: 'Balance topped up' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    });
  });
});
