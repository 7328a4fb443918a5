import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBenefit } from '@city-parking/contract/subscriptions/subscriptions';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile, driverVehicle as vehicle } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { SubscriptionsPage } from '../routes/subscriptions-page.tsx';

const benefit = (fields: Partial<TBenefit> = {}): TBenefit => ({
  variation: 'Абонемент на неделю',
  type: 'week',
  zone: '#',
  sale: 100,
  transport: 'А123ВС159',
  orderNum: '41',
  startOf: '2026-11-25T19:00:00.000Z',
  endOf: '2026-12-02T19:00:00.000Z',
  canChangeTs: false,
  canRefund: false,
  canPause: false,
  canContinue: false,
  ВидРазрешения: '',
  Зона: '',
  ПроцентСкидки: 100,
  ТС: '',
  ДатаНачала: '',
  ДатаОкончания: '',
  ...fields,
});

function api(benefits: TBenefit[], constructorOn: boolean, action: unknown = { status: 'ok', result: benefits[0] }) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useSubscriptionConstructor: constructorOn } }) },
    '/api/profile/get-profile-v6': driverProfile({ ts: [vehicle('А123ВС159', true), vehicle('В456ОР159', false)] }),
    '/api/profile/get-benefits-v2': { status: 'ok', result: benefits },
    '/api/profile/get-subscription': { status: 'ok', result: [] },
    '/api/profile/subscription-advice': { status: 'ok', result: { verdict: 'tooLittleHistory', sessions: 0, from: '2026-08-28', to: '2026-11-25' } },
    '/backend/v2/pauseAb': action,
    '/backend/v2/continueAb': action,
    '/backend/v2/refund': action,
    '/backend/v2/changeGRZ': action,
  });
}

const rowOf = (plate: string) => within(screen.getByRole('table', { name: 'Мои абонементы' })).findByRole('row', { name: new RegExp(plate) });

signInForEachTest();

describe('the subscriptions table', { timeout: 15_000 }, () => {
  it('shows a row with all zones, the discount and the period on the city\u2019s clock, and no actions without the constructor', async () => {
    api([benefit({ canPause: true, canRefund: true })], false);
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByRole('heading', { name: 'Абонементы' })).toBeInTheDocument();
    const row = within(await rowOf('А123ВС159'));
    expect(await row.findByText('Все зоны')).toBeInTheDocument();
    expect(row.getByText('100 %')).toBeInTheDocument();
    expect(row.getByText('26/11/26 00:00')).toBeInTheDocument();
    expect(row.getByText('03/12/26 00:00')).toBeInTheDocument();
    expect(row.queryByRole('button')).toBeNull();
    expect(row.queryByText('Приостановлен')).toBeNull();
  });

  it.each([
    ['/', 'Приостановлен'],
    ['/en', 'Paused'],
  ])('says a paused subscription is paused, with the end the server gives for continuing now (%s)', async (route, label) => {
    // A week that would have ended on 3 December, paused since 29 November 10:00, read on 1 December 10:05.
    api([benefit({ paused: true, canContinue: true, endOf: '2026-12-04T19:05:00.000Z' }), benefit({ orderNum: '42', transport: 'В456ОР159' })], true);
    renderWithProviders(<SubscriptionsPage />, { route });
    const table = within(await screen.findByRole('table'));
    const paused = within(await table.findByRole('row', { name: /А123ВС159/ }));
    expect(await paused.findByText(label)).toBeInTheDocument();
    expect(paused.getByText('05/12/26 00:05')).toBeInTheDocument();
    expect(within(table.getByRole('row', { name: /В456ОР159/ })).queryByText(label)).toBeNull();
  });

  it('offers what the flags allow: continue instead of pause, and a change of vehicle', async () => {
    api([benefit({ canContinue: true, canChangeTs: true, zone: ['101', '102'] })], true);
    renderWithProviders(<SubscriptionsPage />);
    await screen.findByRole('heading', { name: 'Абонементы' });
    const row = within(await rowOf('А123ВС159'));
    expect(await row.findByRole('button', { name: 'Возобновить: Абонемент на неделю, А123ВС159' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Сменить ТС:/ })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Приостановить:/ })).toBeNull();
    expect(row.queryByRole('button', { name: /^Вернуть оплату:/ })).toBeNull();
    expect(row.getByText('101, 102')).toBeInTheDocument();
  });

  it('changes the vehicle after confirmation, once for a double click, and says so', async () => {
    const fetch = api([benefit({ canChangeTs: true })], true);
    renderWithProviders(<SubscriptionsPage />);
    await screen.findByRole('heading', { name: 'Абонементы' });
    await userEvent.click(await within(await rowOf('А123ВС159')).findByRole('button', { name: /^Сменить ТС:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить ТС абонемента?' });
    expect(within(dialog).getByLabelText(/Новое ТС/)).toHaveValue('В456ОР159');
    const confirm = within(dialog).getByRole('button', { name: 'Подтвердить' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('ТС успешно изменено')).toBeInTheDocument();
    expect(callsTo(fetch, '/backend/v2/changeGRZ')).toHaveLength(1);
    const [, init] = callsTo(fetch, '/backend/v2/changeGRZ')[0]!;
    expect(String(init?.body)).toBe(new URLSearchParams({ orderNum: '41', grzNew: 'В456ОР159' }).toString());
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the server\u2019s words when a refund fails', async () => {
    api([benefit({ canRefund: true })], true, { status: 'Error', errorName: 'SubscriptionNotRefundable', errorMessage: 'Возврат уже невозможен' });
    renderWithProviders(<SubscriptionsPage />);
    await screen.findByRole('heading', { name: 'Абонементы' });
    await userEvent.click(await within(await rowOf('А123ВС159')).findByRole('button', { name: /^Вернуть оплату:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть оплату за абонемент?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Возврат уже невозможен');
  });
});
