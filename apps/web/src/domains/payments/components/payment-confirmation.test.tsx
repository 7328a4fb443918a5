import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPaymentConfirmation } from '@city-parking/contract/payments/payment-confirmation';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PaymentConfirmation } from './payment-confirmation.tsx';

// Perm's clock (UTC+5), as the app's default city: 05:00Z reads 10:00.
const start: TPaymentConfirmation = {
  kind: 'start',
  zone: '101',
  parking: 'P101',
  plate: 'А123ВС159',
  start: '2026-11-23T05:00:00.000Z',
  end: '2026-11-23T06:30:00.000Z',
  amount: 90,
  balance: 1234.5,
};

/** The label and value rows of the confirmation, as "label: value". */
const rows = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`.replace(/\s+/g, ' '));

function show(confirmation: TPaymentConfirmation, route = '/', settings: Parameters<typeof siteInfo>[0] = {}) {
  mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo(settings) } });
  const onDone = vi.fn();
  renderWithProviders(<PaymentConfirmation confirmation={confirmation} onDone={onDone} />, { route });
  return onDone;
}

afterEach(() => vi.restoreAllMocks());

describe('PaymentConfirmation', () => {
  it('lists what a start bought on the city clock, takes the focus to its heading, and is done on its button', async () => {
    const onDone = show(start);
    const heading = screen.getByRole('heading', { name: 'Парковка оплачена' });
    expect(heading).toHaveFocus();
    expect(rows()).toEqual([
      'Что оплачено: Начало парковки',
      'Зона: 101',
      'Госномер: А123ВС159',
      'Начало: 23.11.2026 10:00',
      'Окончание: 23.11.2026 11:30',
      'Сумма: 90,00 ₽',
      'Баланс после оплаты: 1 234,50 ₽',
    ]);
    expect(screen.queryByRole('link', { name: 'Чек' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('speaks English', async () => {
    show({ ...start, kind: 'renew' }, '/en');
    expect(await screen.findByRole('heading', { name: 'Parking extended' })).toBeInTheDocument();
    expect(rows()).toEqual([
      'Paid for: Parking extension',
      'Zone: 101',
      'Plate number: А123ВС159',
      'Start: 23.11.2026 10:00',
      'End: 23.11.2026 11:30',
      'Amount: 90.00 ₽',
      'Balance after payment: 1 234.50 ₽',
    ]);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('confirms a top-up by its amount and the balance, with nothing about a parking', () => {
    show({ kind: 'refill', zone: '', plate: '', start: '', end: '', amount: 250.5, balance: 1250.5 });
    expect(screen.getByRole('heading', { name: 'Баланс пополнен' })).toBeInTheDocument();
    expect(rows()).toEqual(['Что оплачено: Пополнение баланса', 'Сумма: 250,50 ₽', 'Баланс после оплаты: 1 250,50 ₽']);
  });

  it("confirms a guest's parking by parking code, without a balance", async () => {
    show({ ...start, kind: 'guest', zone: '6101', parking: 'P6101', balance: null }, '/', { settings: { paymentByParkingId: true } });
    expect(screen.getByRole('heading', { name: 'Парковка оплачена' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toContain('Парковка: P6101'));
    expect(rows()[0]).toBe('Что оплачено: Парковка без регистрации');
    expect(rows().some((row) => row.startsWith('Баланс'))).toBe(false);
  });

  it('confirms a barrier ticket by lot, ticket and the time to leave by (English)', async () => {
    show({ kind: 'flat', zone: '701', plate: '', ticket: '000123', start: start.start, end: start.end, amount: 40, balance: 10 }, '/en');
    expect(await screen.findByRole('heading', { name: 'Ticket paid' })).toBeInTheDocument();
    expect(rows()).toEqual([
      'Paid for: Barrier parking ticket',
      'Parking: 701',
      'Ticket: 000123',
      'Start: 23.11.2026 10:00',
      'Leave by: 23.11.2026 11:30',
      'Amount: 40.00 ₽',
      'Balance after payment: 10.00 ₽',
    ]);
  });

  it('links the receipt once the server gives its address', () => {
    show({ ...start, kind: 'deferred', receiptUrl: 'https://receipts.example/r/1' });
    expect(screen.getByRole('heading', { name: 'Отложенная парковка оплачена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Чек' })).toHaveAttribute('href', 'https://receipts.example/r/1');
  });

  it('names a subscription of every zone as all zones, and a list as zones', async () => {
    show({ ...start, kind: 'subscription', zone: '#' });
    expect(screen.getByRole('heading', { name: 'Абонемент приобретен' })).toBeInTheDocument();
    expect(rows()).toContain('Зоны: Все зоны');
    cleanup();
    show({ ...start, kind: 'subscription', zone: '101, 102' }, '/en');
    await waitFor(() => expect(rows()).toContain('Zones: 101, 102'));
  });
});
