import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCostResponse } from '@city-parking/contract/payments/cost';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { returnPage } from '@/domains/payments/return-page.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { goToProvider } from '../go-to-provider.ts';
import { GuestRoadsideForm } from './guest-roadside-form.tsx';

vi.mock('../go-to-provider.ts', () => ({ goToProvider: vi.fn() }));

const METHODS = {
  balance: { methodName: 'balance', methodNameForShow: { ru: 'С баланса', en: 'From balance' }, methodDescription: { ru: '', en: '' }, isPhoneRequired: false },
  card: { methodName: 'card', methodNameForShow: { ru: 'Банковская карта', en: 'Bank card' }, methodDescription: { ru: '', en: '' }, isPhoneRequired: false },
};

const zones = { status: 'ok', result: [{ name: 'Большая Морская', value: '9201', zonenumber: '9201', code: 'P9201', category: 'roadside' }] };

const interval = { from: '2026-03-10T10:30:00.000Z', to: '2026-03-10T11:30:00.000Z', daycode: 'default', minutes: 60, price: 60, cost: 60 } as const;
const costAnswer = (totalcost: number, intervals: TCostResponse['intervals'] = [{ ...interval, cost: totalcost }]) => ({
  status: 'ok',
  totalcost,
  totaldiscount: 0,
  benefit: '',
  balance: 0,
  refill: totalcost,
  intervals,
});

function api(cost: unknown, { methods = [METHODS.balance, METHODS.card], postPayment = false } = {}) {
  const settings = { useSessionWithoutRegister: true, paymentsMethods: methods, usePostPayment: postPayment, usePostPaymentYesterday: postPayment };
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings }) },
    '/backend/v2/getZones': zones,
    '/api/auth/guest': { status: 'ok', token: 'guest-2' },
    '/api/payment/cost': cost,
    '/api/payment/start': { status: 'ok', RedirectURL: 'http://localhost/city/sevastopol/sandbox/pay/5' },
  });
}

const bodiesOf = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).includes(path)).map(([, init]) => new URLSearchParams(String(init?.body)));

/** Puts a whole value into a field at once: typing it key by key only slows the test down. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** Zone, plate and an hour: what the cost is asked for. */
async function fillParking(language: 'ru' | 'en' = 'ru') {
  const ru = language === 'ru';
  await fill(await screen.findByLabelText(ru ? /Зона/ : /Zone/), '9201');
  await fill(screen.getByLabelText(ru ? /Госномер/ : /Plate number/), 'А123ВС92');
  await userEvent.click(screen.getByRole('radio', { name: ru ? '1 ч' : '1 h' }));
}

beforeEach(() => tokenStore.set('guest', 'guest-1'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.mocked(goToProvider).mockClear();
});

describe('GuestRoadsideForm phone', () => {
  it.each([
    ['', 'Телефон не может быть пустым'],
    ['+', 'Телефон не может быть пустым'],
    ['+7 912 000', 'Телефон должен содержать 11 цифр'],
    ['5 912 000 00 01', 'Укажите российский номер: +7, 7 или 8 и ещё 10 цифр'],
  ])('%j says: %s, and keeps the button disabled', async (phone, message) => {
    api(costAnswer(60));
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fillParking();
    const field = screen.getByLabelText(/Телефон/);
    if (phone) await fill(field, phone);
    else await userEvent.click(field);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByLabelText('К оплате: 60,00 ₽')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });

  it('says nothing of a full phone and enables the button (English)', async () => {
    api(costAnswer(60));
    renderWithProviders(<GuestRoadsideForm />, { route: '/en/guest-payment' });
    await fillParking('en');
    await fill(screen.getByLabelText(/^Phone/), '+7 (912) 000-00-01');
    await userEvent.tab();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByText('The phone needs 11 digits')).not.toBeInTheDocument();
  });

  it('says the payment method cannot be empty where the city has no provider method', async () => {
    api(costAnswer(60), { methods: [METHODS.balance] });
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fillParking();
    await fill(screen.getByLabelText(/Телефон/), '89120000001');
    // The balance is no method for a guest: nothing is left to choose.
    const method = screen.getByLabelText(/Способ оплаты/);
    expect(method).toHaveValue('');
    await userEvent.click(method);
    await userEvent.tab();
    expect(await screen.findByText('Способ оплаты не может быть пустым')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });
});

describe('GuestRoadsideForm submit', () => {
  it.each([
    ['a free parking', costAnswer(0), 'Бесплатно', 'К оплате: 0,00 ₽'],
    ['a cost without intervals', costAnswer(60, []), 'Продолжить', 'К оплате: 60,00 ₽'],
    // A failed cost reads 0 beside its alert.
    ['a cost error', { status: 'error', errorName: 'TariffNotFound' }, 'Продолжить', 'К оплате: 0,00 ₽'],
  ])('is disabled for %s, however complete the form', async (_, cost, label, price) => {
    api(cost);
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fillParking();
    await fill(screen.getByLabelText(/Телефон/), '89120000001');
    expect(await screen.findByLabelText(price)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('shows no price and stays disabled until zone, plate and duration are all set', async () => {
    const fetch = api(costAnswer(60));
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fill(await screen.findByLabelText(/Телефон/), '89120000001');
    await fill(screen.getByLabelText(/Зона/), '9201');
    await userEvent.click(screen.getByRole('radio', { name: '1 ч' }));
    expect(screen.queryByText(/К оплате/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    expect(bodiesOf(fetch, '/api/payment/cost')).toEqual([]);
  });

  it('says beside the disabled button what it still waits for', async () => {
    api(costAnswer(60));
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    const button = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('Чтобы продолжить, укажите: зону, госномер, продолжительность, телефон.'));
    await fill(screen.getByLabelText(/Телефон/), '89120000001');
    await fill(screen.getByLabelText(/Зона/), '9201');
    await waitFor(() => expect(button).toHaveAccessibleDescription('Чтобы продолжить, укажите: госномер, продолжительность.'));
    expect(button).toBeDisabled();
  });

  it('sends the start with the guest token and the phone, stores the return page, goes to the provider and resets', async () => {
    const fetch = api(costAnswer(60));
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fillParking();
    await fill(screen.getByLabelText(/Телефон/), '8 (912) 000-00-01');
    expect(await screen.findByRole('table', { name: 'Расчёт по тарифам' })).toHaveTextContent('60,00 ₽');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));

    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('http://localhost/city/sevastopol/sandbox/pay/5'));
    const cost = bodiesOf(fetch, '/api/payment/cost')[0]!;
    expect(cost.get('Token')).toBe('guest-1');
    expect(cost.get('Zone')).toBe('9201');
    const start = bodiesOf(fetch, '/api/payment/start')[0]!;
    expect(start.get('Token')).toBe('guest-1');
    expect(JSON.parse(start.get('Vehicle')!)).toEqual({ Number: 'А123ВС92', Category: 'B', NumberFormat: 'rus' });
    expect(start.get('Duration')).toBe('60');
    // The first provider method: a guest has no balance.
    expect(start.get('PaymentService')).toBe('card');
    expect(start.get('phone')).toBe('79120000001');
    expect(start.get('timestart')).toBeNull();
    expect(returnPage.peek()).toBe('/');
    expect(screen.getByRole('radio', { name: '1 ч' })).not.toBeChecked();
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('');
  });

  it('replaces a guest token refused as expired and asks again with the new one', async () => {
    const fetch = api((_url: URL, init?: RequestInit) =>
      new URLSearchParams(String(init?.body)).get('Token') === 'guest-1' ? { status: 'error', errorName: 'TokenExpired' } : costAnswer(60),
    );
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fillParking();
    expect(await screen.findByLabelText('К оплате: 60,00 ₽')).toBeInTheDocument();
    expect(bodiesOf(fetch, '/api/payment/cost').map((body) => body.get('Token'))).toEqual(['guest-1', 'guest-2']);
    expect(tokenStore.get('guest')).toBe('guest-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('GuestRoadsideForm post-payment', () => {
  it('offers today or post-payment, refuses a future start and prices a past one', async () => {
    // 15:30 in Perm, the city of the tests.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:30:00Z'));
    const fetch = api(costAnswer(60), { postPayment: true });
    renderWithProviders(<GuestRoadsideForm />, { route: '/guest-payment' });
    await fillParking();
    const type = screen.getByLabelText(/Когда парковались/);
    // A guest is not offered yesterday's post-payment, even where drivers are.
    expect([...type.querySelectorAll('option')].map((option) => option.value)).toEqual(['today', 'postPayment']);
    await userEvent.selectOptions(type, 'postPayment');
    await fill(screen.getByLabelText(/Время начала/), '16:00');
    expect(await screen.findByText('Нельзя выбрать будущее время при постоплате')).toBeInTheDocument();
    const withStart = () => bodiesOf(fetch, '/api/payment/cost').filter((body) => body.has('timestart'));
    expect(withStart()).toEqual([]);
    expect(screen.queryByText(/К оплате/)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Время начала/));
    await fill(screen.getByLabelText(/Время начала/), '14:00');
    await waitFor(() => expect(withStart().map((body) => body.get('timestart'))).toEqual(['2026-03-10T09:00:00.000Z']));
    expect(await screen.findByLabelText('К оплате: 60,00 ₽')).toBeInTheDocument();
  });
});
