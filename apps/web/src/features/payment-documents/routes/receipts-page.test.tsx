import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReceipt } from '@city-parking/contract/receipts/payment-documents';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { ReceiptsPage } from './receipts-page.tsx';

const receipt = (over: Partial<TReceipt> = {}): TReceipt => ({
  date: '2026-11-23T05:00:00.000Z',
  receiptnumber: '000042',
  sum: 150_050,
  status: 'issued',
  receiptname: 'Пополнение баланса',
  type: 'individual',
  UIN: '03559000000000000017',
  kind: 'slip',
  payUntil: '2026-12-23T04:59:59.999Z',
  ...over,
});

const api = (list: unknown) =>
  mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo() },
    '/api/profile/get-profile-v6': driverProfile(),
    '/api/receipt-list': list,
  });

signInForEachTest();

describe('ReceiptsPage', { timeout: 15_000 }, () => {
  it('shows each document with its values and actions; legal reads invoice, others receipt', async () => {
    api({
      status: 'ok',
      result: [receipt(), receipt({ receiptnumber: '000043', type: 'legal', kind: 'invoice', status: 'paid', UIN: '03559000000000000025' })],
    });
    renderWithProviders(<ReceiptsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Квитанции' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Квитанции и счета на оплату' });
    const slip = within(table).getByRole('rowheader', { name: '000042' }).closest('tbody')!;
    expect(slip).toHaveTextContent('23.11.2026');
    expect(slip).toHaveTextContent(/1\s500,50\s₽/);
    expect(slip).toHaveTextContent('Ожидает оплаты');
    expect(slip).toHaveTextContent('Квитанция');
    expect(slip).toHaveTextContent('03559000000000000017');
    expect(within(slip).getByRole('group', { name: 'Действия с документом № 000042' })).toBeInTheDocument();
    const invoice = within(table).getByRole('rowheader', { name: '000043' }).closest('tbody')!;
    expect(invoice).toHaveTextContent('Счёт');
    expect(invoice).toHaveTextContent('Оплачено');
  });

  it('says in English that there are none', async () => {
    api({ status: 'ok', result: [] });
    renderWithProviders(<ReceiptsPage />, { route: '/en' });
    expect(await screen.findByText('You have no receipts')).toBeInTheDocument();
  });

  it('says why the list failed and tries again', async () => {
    let calls = 0;
    api(() => {
      calls += 1;
      return calls === 1 ? { status: 'error', errorName: 'UnknownError' } : { status: 'ok', result: [] };
    });
    renderWithProviders(<ReceiptsPage />);
    expect(await screen.findByText('Не удалось загрузить квитанции')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByText('У вас нет квитанций')).toBeInTheDocument();
  });
});
