import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';

describe('PaymentReturnPage with an invoice', () => {
  it('opens the card widget with the amount, the receipt e-mail, Pay and Decline', async () => {
    renderWithProviders(<PaymentReturnPage />, {
      route: '/payment?amount=1500.50&currency=RUB&invoiceId=inv1&email=driver@example.org&type=refill&language=ru',
    });
    const widget = await screen.findByRole('dialog', { name: 'Оплата картой' });
    expect(within(widget).getByText('1 500.50 ₽')).toBeInTheDocument();
    expect(within(widget).getByText('Чек придёт на driver@example.org')).toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Оплатить' })).toBeEnabled();
    expect(within(widget).getByRole('button', { name: 'Отклонить' })).toBeEnabled();
  });

  it('leaves the e-mail out when the payer has none', async () => {
    renderWithProviders(<PaymentReturnPage />, { route: '/payment?amount=10.00&invoiceId=inv2&email=&language=ru' });
    const widget = await screen.findByRole('dialog', { name: 'Оплата картой' });
    expect(within(widget).getByText('10.00 ₽')).toBeInTheDocument();
    expect(within(widget).queryByText(/Чек придёт/)).not.toBeInTheDocument();
  });

  it('goes home from /payment without an invoice or an order', () => {
    renderWithProviders(<PaymentReturnPage />, { route: '/payment', path: '/payment', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(screen.getByText('main page')).toBeInTheDocument();
  });
});

describe('PaymentReturnPage after paying', () => {
  it.each([
    ['done', 'Платёж прошёл'],
    ['declined', 'Платёж отклонён'],
    ['refunded', 'Деньги возвращаются'],
    ['refunding', 'Деньги возвращаются'],
    ['expired', 'Время на оплату истекло'],
    ['', 'Платёж обрабатывается'],
  ])('tells the payer what became of a payment with status %o', (status, text) => {
    renderWithProviders(<PaymentReturnPage />, { route: `/payment?order=p1${status ? `&status=${status}` : ''}`, path: '/payment' });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('speaks English on the English page', () => {
    renderWithProviders(<PaymentReturnPage />, { route: '/en/payment?order=p1&status=refunded', path: '/:lng/payment' });
    expect(screen.getByRole('status')).toHaveTextContent('The money is being returned the way you paid');
  });
});
