import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCostResponse } from '@city-parking/contract/payments/cost';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { driverProfile, driverVehicle as vehicle } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { RoadsideForm } from './roadside-form.tsx';

const profile = (balance: number, sessions: TSession[] = []) =>
  driverProfile({ balance, ts: [vehicle('В456ОР159', false), vehicle('А123ВС159', true)], sessions });

const zones = { status: 'ok', result: [{ name: 'Комсомольский проспект', value: '101', zonenumber: '101', code: 'P101', category: 'roadside' }] };

const costAnswer = (totalcost: number, balance: number): TCostResponse & { status: 'ok' } => ({
  status: 'ok',
  totalcost,
  totaldiscount: 0,
  benefit: '',
  balance,
  refill: Math.max(0, totalcost - balance),
  intervals: [{ from: '2026-03-10T10:30:00.000Z', to: '2026-03-10T11:30:00.000Z', daycode: 'default', minutes: 60, price: totalcost, cost: totalcost }],
});

/** Session 7 of the driver's main car in zone 101, from now for `minutes`, as the profile lists it while it runs. */
function runningSession(minutes: number): TSession {
  const start = new Date();
  return {
    id: 7,
    reservationId: 7,
    transport: { numberTs: 'А123ВС159', category: 'B', numberFormat: 'rus' },
    zone: '101',
    zoneName: 'Комсомольский проспект',
    parkingCode: 'P101',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + minutes * 60_000).toISOString(),
    status: 'active',
    paid: 1,
    amountToPay: 0,
  };
}

/** The calls the form makes; `runs`: the session the profile lists once the start has answered (none for a parking already over). */
function api(cost: TCostResponse, settings: Parameters<typeof siteInfo>[0] = {}, started: object = { status: 'ok', sessionId: 7 }, runs?: () => TSession) {
  let sessions: TSession[] = [];
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo(settings) },
    '/api/profile/get-profile-v6': () => profile(cost.balance, sessions),
    '/backend/v2/getZones': zones,
    '/api/payment/cost': cost,
    '/api/payment/start': () => {
      if (runs) sessions = [runs()];
      return started;
    },
  });
}

const bodiesOf = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).includes(path)).map(([, init]) => new URLSearchParams(String(init?.body)));
const bodyOf = (fetch: ReturnType<typeof mockApi>, path: string) => bodiesOf(fetch, path)[0] ?? null;

signInForEachTest();
afterEach(() => vi.useRealTimers());

describe('RoadsideForm', () => {
  it.each([
    ['Бесплатно', 0, 0],
    ['Начать парковку', 60, 60],
    ['Продолжить', 60, 59.99],
  ])('reads %s for a cost of %d ₽ with a balance of %d ₽', async (label, total, balance) => {
    api(costAnswer(total, balance));
    renderWithProviders(<RoadsideForm presetZone="101" />);
    // The primary vehicle is listed first and chosen.
    const vehicles = await screen.findByLabelText(/Транспортное средство/);
    expect(vehicles).toHaveValue('А123ВС159');
    await userEvent.click(screen.getByRole('radio', { name: '1 ч' }));
    expect(await screen.findByRole('button', { name: label })).toBeEnabled();
  });

  it('reads Continue in English when the balance falls short', async () => {
    api(costAnswer(120, 10));
    renderWithProviders(<RoadsideForm presetZone="101" />, { route: '/en/profile/parking' });
    await userEvent.click(await screen.findByRole('radio', { name: '2 h' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('asks the cost only once zone, vehicle and duration are set, then starts from the balance', async () => {
    const fetch = api(costAnswer(60, 100), {}, undefined, () => runningSession(60));
    renderWithProviders(<RoadsideForm presetZone="" />);
    await userEvent.click(await screen.findByRole('radio', { name: '1 ч' }));
    expect(bodyOf(fetch, '/api/payment/cost')).toBeNull();

    await userEvent.type(screen.getByLabelText(/Зона/), '101');
    await userEvent.click(await screen.findByRole('button', { name: 'Начать парковку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Парковка оплачена');
    const cost = bodyOf(fetch, '/api/payment/cost')!;
    expect(cost.get('Zone')).toBe('101');
    expect(cost.get('Duration')).toBe('60');
    const start = bodyOf(fetch, '/api/payment/start')!;
    expect(JSON.parse(start.get('Vehicle')!)).toEqual({ Number: 'А123ВС159', Category: 'B', NumberFormat: 'rus' });
    expect(start.get('PaymentService')).toBe('balance');
    expect(start.get('RequestId')).toMatch(/^[0-9a-f]{32}$/);
    expect(start.get('timestart')).toBeNull();
    // The form starts over.
    expect(screen.getByRole('radio', { name: '1 ч' })).not.toBeChecked();
  });

  it('stops saying the parking has begun once the clock passes its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // An answer without the server's confirmation: the form says the start went through.
    api(costAnswer(60, 100), {}, undefined, () => runningSession(60));
    renderWithProviders(<RoadsideForm presetZone="101" />);
    await user.click(await screen.findByRole('radio', { name: '1 ч' }));
    await user.click(await screen.findByRole('button', { name: 'Начать парковку' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Парковка оплачена');
    await act(() => vi.advanceTimersByTimeAsync(59 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Парковка оплачена');
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 100));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('says FuturePost for a post-payment start later than now and asks no cost for it', async () => {
    // 15:30 in Perm.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:30:00Z'));
    const fetch = api(costAnswer(60, 100), { settings: { usePostPayment: true, usePostPaymentYesterday: true } });
    renderWithProviders(<RoadsideForm presetZone="101" />);
    await userEvent.click(await screen.findByRole('radio', { name: '1 ч' }));
    await userEvent.selectOptions(screen.getByLabelText(/Когда парковались/), 'postPayment');
    await userEvent.type(screen.getByLabelText(/Время начала/), '16:00');
    expect(await screen.findByText('Нельзя выбрать будущее время при постоплате')).toBeInTheDocument();
    const withStart = () => bodiesOf(fetch, '/api/payment/cost').filter((body) => body.has('timestart'));
    expect(withStart()).toEqual([]);

    // Yesterday's 16:00 is in the past: the cost is asked from that moment.
    await userEvent.selectOptions(screen.getByLabelText(/Когда парковались/), 'postPaymentYesterday');
    expect(screen.getByLabelText(/Время начала/)).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/Время начала/), '16:00');
    await waitFor(() => expect(withStart().map((body) => body.get('timestart'))).toEqual(['2026-03-09T11:00:00.000Z']));
    expect(screen.queryByText('Нельзя выбрать будущее время при постоплате')).not.toBeInTheDocument();
  });

  it('confirms a post-payment by what the server says was paid for, not as a current parking', async () => {
    // 15:30 in Perm; the parking was from 12:00 to 13:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:30:00Z'));
    const confirmation = {
      kind: 'start',
      zone: '101',
      plate: 'А123ВС159',
      start: '2026-03-10T07:00:00.000Z',
      end: '2026-03-10T08:00:00.000Z',
      amount: 60,
      balance: 40,
    };
    api(costAnswer(60, 100), { settings: { usePostPayment: true } }, { status: 'ok', sessionId: 7, confirmation });
    renderWithProviders(<RoadsideForm presetZone="101" />);
    await userEvent.click(await screen.findByRole('radio', { name: '1 ч' }));
    await userEvent.selectOptions(screen.getByLabelText(/Когда парковались/), 'postPayment');
    await userEvent.type(screen.getByLabelText(/Время начала/), '12:00');
    await userEvent.click(await screen.findByRole('button', { name: 'Начать парковку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Парковка оплачена' });
    expect(dialog).toHaveTextContent('Начало10.03.2026 12:00');
    expect(dialog).toHaveTextContent('Окончание10.03.2026 13:00');
    expect(dialog).toHaveTextContent('Сумма60,00 ₽');
    expect(dialog).toHaveTextContent('Баланс после оплаты40,00 ₽');
    expect(screen.queryByText(/текущих парковок/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nor once the dialog is closed: the parking paid for is over, not among the current ones.
    expect(screen.queryByText(/текущих парковок/)).not.toBeInTheDocument();
  });
});
