import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { CoopProfilePage } from './coop-profile-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear('coop');
  tokenStore.clear('standart');
});

const driver = (id: number, surname: string, phone: string) => ({
  id,
  name: `${surname} Иван`,
  surname,
  firstName: 'Иван',
  patronymic: '',
  phone,
  ts: '',
  device: '',
  active: true,
  monthlyLimit: null,
});
const profile: TCorpProfile = {
  email: 'fleet@example.test',
  inn: '5904123453',
  name: 'ООО «Тест»',
  balance: 1500,
  ts: [],
  drivers: [driver(1, 'Петров', '79120000001'), driver(2, 'Сидоров', '79120000002')],
  devices: [],
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Водители' }))
    .getAllByRole('row')
    .slice(1);
/** Answers a call with an error the first time and ok afterwards, recording every URL and body. */
function failOnce(errorName: string, ok: unknown = { status: 'ok' }) {
  const calls: { url: URL; body: string }[] = [];
  return {
    calls,
    handler: (url: URL, init?: RequestInit) => {
      calls.push({ url, body: String(init?.body ?? '') });
      return calls.length === 1 ? { status: 'error', errorName } : ok;
    },
  };
}

describe('CoopProfilePage', { timeout: 20_000 }, () => {
  it('changes the drivers only on an ok answer, with the coop token and never the driver’s', async () => {
    tokenStore.set('standart', 'driver-token');
    tokenStore.set('coop', 'coop-token');
    const deactivate = failOnce('CompanyDriverNotFound');
    const remove = failOnce('CompanyDriverNotFound');
    const add = failOnce('CompanyDriverExists', { status: 'ok', id: 99 });
    const fetch = mockApi({
      '/api/corp-profile/get-profile': { status: 'ok', result: profile },
      '/api/corp-profile/deactivate-driver': deactivate.handler,
      '/api/corp-profile/remove-driver': remove.handler,
      '/api/corp-profile/add-driver': add.handler,
    });
    renderWithProviders(<CoopProfilePage operationsPanel={() => null} topUpDialog={() => null} />);
    expect(await screen.findByText('ООО «Тест»')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));

    // Deactivation: refused first (the flag stays), then ok (it switches).
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Деактивировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Водитель не найден');
    expect(rows()[0]).toHaveTextContent('Активен');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Деактивировать' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Не активен'));
    expect(JSON.parse(deactivate.calls[1]!.body)).toMatchObject({ phone_number: '79120000001', inn: '5904123453', token: 'coop-token' });

    // Removal: the row stays after a refusal and leaves after ok.
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Водитель не найден');
    expect(rows()).toHaveLength(2);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(remove.calls[1]!.url.searchParams.get('phone')).toBe('79120000002');

    // A driver added goes to the front once ok, the name split and the phone as digits.
    await userEvent.click(screen.getByRole('button', { name: 'Добавить водителя' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByLabelText(/ФИО/)).toHaveAccessibleDescription(/Заполните поле/);
    await userEvent.type(within(dialog).getByLabelText(/ФИО/), 'Кузнецов Олег Павлович');
    expect(dialog).toHaveTextContent('Фамилия: Кузнецов · Имя: Олег · Отчество: Павлович');
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '8 (912) 000-00-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Водитель с этим телефоном уже есть в списке');
    expect(rows()).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Кузнецов Олег Павлович');
    expect(rows()[0]).toHaveTextContent('+ 7 (912) 000-00-03');

    // Every call carried the company's token, none the driver's.
    const urls = fetch.mock.calls.map(([input, init]) => `${String(input)} ${String(init?.body ?? '')}`);
    expect(urls.some((call) => call.includes('driver-token'))).toBe(false);
    expect(fetch.mock.calls.find(([input]) => String(input).includes('get-profile'))![0]).toContain('token=coop-token');
  });
});
