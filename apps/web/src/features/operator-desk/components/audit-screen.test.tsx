import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuditEntry } from '@city-parking/contract/operator/audit-trail';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { deskSession } from '../desk-session.ts';
import { AuditScreen } from './audit-screen.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  deskSession.clear();
});

const options = { status: 'ok', result: siteInfo() };
const staff = {
  status: 'ok',
  items: [
    { id: 1, name: 'Демо-оператор', email: 'operator@perm.demo', roles: ['admin'], state: 'active', secondFactor: true },
    { id: 2, name: 'Анна', email: 'anna@perm.test', roles: ['support'], state: 'active', secondFactor: true },
  ],
};
const entry = (over: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: 7,
  at: '2026-11-23T05:00:00.000Z',
  staffId: 1,
  staffName: 'Демо-оператор',
  staffEmail: 'operator@perm.demo',
  address: '10.0.0.7',
  action: 'staff.roles',
  object: 'staff',
  objectId: '2',
  before: { roles: ['support'] },
  after: { roles: ['support', 'finance'] },
  reason: null,
  ...over,
});

describe('AuditScreen', { timeout: 20_000 }, () => {
  it('shows skeletons of the table while loading, then the entries with their values before and after', async () => {
    let answer: (value: Response) => void = () => {};
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/staff/v1': staff,
      '/api/operator/audit/v1': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<AuditScreen />, { route: '/operator/audit' });
    const table = await screen.findByRole('region', { name: 'Журнал действий' });
    expect(within(table).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ status: 'ok', items: [entry()], next: null })));
    const row = await within(table).findByRole('row', { name: /Изменение ролей/ });
    expect(row).toHaveTextContent('23.11.2026 10:00');
    expect(row).toHaveTextContent('operator@perm.demo');
    expect(row).toHaveTextContent('Сотрудник 2');
    expect(row).toHaveTextContent('roles: support, finance');
  });

  it('filters by staff member and action through the address, and says when nothing matches', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/staff/v1': staff,
      '/api/operator/audit/v1': (url: URL) => {
        asked.push(url.search);
        return { status: 'ok', items: url.searchParams.has('staffId') ? [] : [entry()], next: null };
      },
    });
    renderWithProviders(<AuditScreen />, { route: '/operator/audit' });
    await screen.findByRole('row', { name: /Изменение ролей/ });
    await userEvent.selectOptions(await screen.findByLabelText('Сотрудник'), await screen.findByRole('option', { name: 'Анна' }));
    expect(await screen.findByText('Записей с такими условиями нет')).toBeInTheDocument();
    expect(asked.at(-1)).toContain('staffId=2');
  });

  it('says an empty trail, a load error with a retry, and a period that ends before it starts', async () => {
    let fail = true;
    mockApi({
      '/api/info/get-options-info-v3': options,
      '/api/operator/staff/v1': staff,
      '/api/operator/audit/v1': () => (fail ? new Response('', { status: 500 }) : { status: 'ok', items: [], next: null }),
    });
    renderWithProviders(<AuditScreen />, { route: '/operator/audit?from=2026-11-30&to=2026-11-01' });
    expect(await screen.findByText('Конец периода раньше начала')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выгрузить в XLSX' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('По'));
    expect(await screen.findByText('Не удалось загрузить журнал')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
    expect(await screen.findByText('Записей с такими условиями нет')).toBeInTheDocument();
  });
});
