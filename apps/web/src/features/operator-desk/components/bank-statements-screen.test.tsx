import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBankStatementImport, TOperatorBankStatementImportResponse } from '@city-parking/contract/operator/operator-bank-statements';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { BankStatementsScreen } from './bank-statements-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const options = { status: 'ok', result: siteInfo() };
const done: TBankStatementImport = {
  id: 4,
  at: '2026-12-01T10:00:00Z',
  operator: 'Ольга Смирнова',
  fileName: 'kl_to_1c.txt',
  sha256: 'ab'.repeat(32),
  lines: 3,
  paid: 1,
  alreadyPaid: 1,
  unmatched: 1,
};
const report: TOperatorBankStatementImportResponse = {
  status: 'ok',
  repeated: false,
  import: { ...done, id: 5, fileName: 'december.txt' },
  lines: [
    { index: 1, number: '101', date: '01.12.2026', amount: 150_000, uin: '1'.repeat(25), result: 'paid', reason: null, receiptnumber: '77' },
    { index: 2, number: '102', date: '01.12.2026', amount: 99_900, uin: '2'.repeat(25), result: 'unmatched', reason: 'sumMismatch', receiptnumber: '78' },
  ],
};

describe('BankStatementsScreen', { timeout: 20_000 }, () => {
  it('says no statement was imported yet, asks for a file and shows what the import paid', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/bank-statements/v1': { status: 'ok', items: [], next: null },
      '/api/operator/bank-statements/import/v1': (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return report;
      },
    });
    renderWithProviders(<BankStatementsScreen />, { route: '/operator/bank-statements' });
    expect(await screen.findByText('Выписки ещё не загружались')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Загрузить' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Выберите файл выписки');

    // The bytes go as they are: a Windows-1251 file is decoded by the server, never here.
    const bytes = new Uint8Array([0xc2, 0xfb, 0xef, 0xe8, 0xf1, 0xea, 0xe0]);
    await userEvent.upload(screen.getByLabelText('Файл выписки (.txt)'), new File([bytes], 'december.txt', { type: 'text/plain' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Оплачено: 1')).toBeInTheDocument();
    expect(screen.getByText('Не сопоставлено: 1')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^2 № 102 от 01\.12\.2026/ })).toHaveTextContent('Сумма не совпадает с суммой документа');
    expect(bodies).toEqual([{ fileName: 'december.txt', content: btoa(String.fromCharCode(...bytes)) }]);
  });

  it('says a file that is not a 1C statement was not read', async () => {
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/bank-statements/v1': { status: 'ok', items: [done], next: null },
      '/api/operator/bank-statements/import/v1': new Response(
        JSON.stringify({ status: 'error', errorName: 'ValidationError', fields: { content: 'InvalidFormat' } }),
        {
          status: 400,
        },
      ),
    });
    renderWithProviders(<BankStatementsScreen />, { route: '/operator/bank-statements' });
    expect(await screen.findByRole('row', { name: /kl_to_1c\.txt Ольга Смирнова 3 1 1 1/ })).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Файл выписки (.txt)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText(/нужна банковская выписка в формате обмена с 1С/)).toBeInTheDocument();
  });

  it('says the imports could not be loaded and lists them after a retry (English)', async () => {
    let calls = 0;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/bank-statements/v1': () => (++calls === 1 ? new Response('{}', { status: 500 }) : { status: 'ok', items: [done], next: null }),
    });
    renderWithProviders(<BankStatementsScreen />, { route: '/en/operator/bank-statements' });

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The list of statements could not be loaded');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /kl_to_1c\.txt/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bank statements');
  });
});
