import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVehicle } from '@city-parking/contract/profile/profile';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile, driverVehicle as vehicle } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { SubscriptionPaymentModal, type SubscriptionPaymentOffer } from './subscription-payment-modal.tsx';

const method = (methodName: string, ru: string, isPhoneRequired = false) => ({
  methodName,
  methodNameForShow: { ru, en: ru },
  methodDescription: { ru: '', en: '' },
  isPhoneRequired,
});

const week: SubscriptionPaymentOffer = {
  code: 'week-pass',
  label: 'Недельный абонемент',
  type: 'week',
  cost: 123_400,
  zones: 'all',
  firstDate: '2026-11-26',
  lastDate: '2026-12-26',
};

function api(fields: { ts?: TVehicle[]; buy?: unknown } = {}) {
  return mockApi({
    '/api/info/get-options-info-v3': {
      status: 'ok',
      result: siteInfo({ settings: { paymentsMethods: [method('balance', 'С баланса'), method('card', 'Банковская карта')] } }),
    },
    '/api/profile/get-profile-v6': driverProfile({ balance: 5000, ts: fields.ts ?? [vehicle('В456ОР159', false), vehicle('А123ВС159', true)] }),
    '/api/payment/subscription': fields.buy ?? { status: 'ok', СуммаПополнения: 0, orderNum: '7' },
  });
}

const sent = (fetch: ReturnType<typeof api>) => new URLSearchParams(String(callsTo(fetch, '/api/payment/subscription')[0]![1]?.body));

signInForEachTest();

describe('SubscriptionPaymentModal', { timeout: 15_000 }, () => {
  it('shows the price and buys from the balance for the main vehicle and the first day of the window', async () => {
    const fetch = api();
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={week} />);
    expect(await screen.findByDisplayValue('1 234,00 ₽')).toBeInTheDocument();
    expect(screen.getByLabelText('Зоны')).toHaveValue('Все зоны');
    await waitFor(() => expect(screen.getByLabelText(/^ТС/)).toHaveValue('А123ВС159'));
    expect(screen.getByLabelText(/Дата начала/)).toHaveValue('2026-11-26');
    expect(screen.getByRole('option', { name: '26/12/2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('balance'));
    // Two clicks before the next render, as a fast double click lands: one purchase.
    const pay = screen.getByRole('button', { name: 'Оплатить' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(callsTo(fetch, '/api/payment/subscription')).toHaveLength(1));
    const body = sent(fetch);
    expect(body.get('codeSubscription')).toBe('week-pass');
    expect(body.get('timestart')).toBe('2026-11-26');
    expect(body.get('paymentService')).toBe('balance');
    expect(JSON.parse(body.get('vehicle') ?? '')).toEqual({ Number: 'А123ВС159', Category: 'B', NumberFormat: 'rus' });
  });

  it('fixes a prev_day subscription to yesterday and sends no start', async () => {
    const fetch = api();
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={{ ...week, type: 'prev_day' }} />);
    const start = await screen.findByLabelText(/Дата начала/);
    expect(start).toHaveAttribute('readonly');
    expect(screen.getByText('Абонемент действует за вчерашний день')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^ТС/)).toHaveValue('А123ВС159'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(callsTo(fetch, '/api/payment/subscription')).toHaveLength(1));
    expect(sent(fetch).get('timestart')).toBe('');
  });

  it('keeps the constructor\u2019s start date', async () => {
    const fetch = api();
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={{ ...week, startDate: '2026-12-01', zones: ['101', '104'] }} />);
    expect(await screen.findByDisplayValue('01/12/2026')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Зоны')).toHaveValue('101, 104');
    await waitFor(() => expect(screen.getByLabelText(/^ТС/)).toHaveValue('А123ВС159'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(callsTo(fetch, '/api/payment/subscription')).toHaveLength(1));
    expect(sent(fetch).get('timestart')).toBe('2026-12-01');
  });

  it('preselects the vehicle the constructor chose', async () => {
    const fetch = api();
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={{ ...week, startDate: '2026-12-01', vehicle: 'В456ОР159' }} />);
    await waitFor(() => expect(screen.getByLabelText(/^ТС/)).toHaveValue('В456ОР159'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(callsTo(fetch, '/api/payment/subscription')).toHaveLength(1));
    expect(JSON.parse(sent(fetch).get('vehicle') ?? '').Number).toBe('В456ОР159');
  });

  it('asks for a vehicle before sending anything', async () => {
    const fetch = api({ ts: [] });
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={week} />);
    expect(await screen.findByText('Добавьте ТС в профиле, чтобы купить абонемент.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(callsTo(fetch, '/api/payment/subscription')).toHaveLength(0);
  });

  it('turns the pay button into the provider\u2019s link for a card', async () => {
    api({ buy: { status: 'ok', RedirectURL: 'http://pay.test/s/1', СуммаПополнения: 1234 } });
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={week} />);
    await waitFor(() => expect(screen.getByLabelText(/^ТС/)).toHaveValue('А123ВС159'));
    await userEvent.selectOptions(screen.getByLabelText(/Способ оплаты/), 'card');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', 'http://pay.test/s/1');
  });

  it.each([
    [{ status: 'Error', errorName: 'SubscriptionAlreadyExists', errorMessage: 'x' }, 'Такой абонемент уже есть'],
    [{ status: 'Error', errorName: 'SomethingNew', errorMessage: 'Сервер занят' }, 'Сервер занят'],
  ])('says a failure: %j', async (answer, text) => {
    api({ buy: answer });
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={week} />);
    await waitFor(() => expect(screen.getByLabelText(/^ТС/)).toHaveValue('А123ВС159'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('SubscriptionPaymentModal receipt mode', { timeout: 20_000 }, () => {
  it('issues a document for the offer, vehicle and start date chosen, and Cancel comes back to the form', async () => {
    const fetch = mockApi({
      '/api/info/get-options-info-v3': {
        status: 'ok',
        result: siteInfo({ settings: { useReceipts: true, paymentsMethods: [method('balance', 'С баланса'), method('receipt', 'Квитанция')] } }),
      },
      '/api/profile/get-profile-v6': driverProfile({ balance: 5000, ts: [vehicle('В456ОР159', false), vehicle('А123ВС159', true)] }),
      '/api/creatsubscription': {
        status: 'ok',
        result: {
          date: '2026-11-26T06:00:00.000Z',
          receiptnumber: '000124',
          sum: 123_400,
          status: 'issued',
          receiptname: 'Недельный абонемент',
          type: 'individual',
          UIN: '03559000000000001242',
          kind: 'slip',
          payUntil: '2026-11-27T18:59:59.999Z',
        },
      },
    });
    renderWithProviders(<SubscriptionPaymentModal opened onClose={() => undefined} offer={week} />);
    const methodField = await screen.findByLabelText(/Способ оплаты/);
    await waitFor(() => expect(methodField).toHaveValue('balance'));
    await userEvent.selectOptions(screen.getByLabelText(/^ТС/), 'В456ОР159');
    await userEvent.selectOptions(methodField, 'receipt');
    expect(await screen.findByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
    expect(screen.getByLabelText(/^ТС/)).toHaveValue('В456ОР159');

    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('balance'));
    await userEvent.selectOptions(screen.getByLabelText(/Способ оплаты/), 'receipt');

    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/Фамилия/, 'Иванов');
    fill(/^Имя/, 'Иван');
    fill(/Отчество/, 'Иванович');
    fill(/Серия/, '5704');
    fill(/^Номер/, '123456');
    fill(/Дата выдачи/, '2015-06-30');
    fill(/Кем выдан/, 'УФМС');
    fill(/^Адрес/, 'г. Пермь');
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { name: 'Квитанция № 000124' })).toBeInTheDocument();
    const body = new URLSearchParams(String(callsTo(fetch, '/api/creatsubscription')[0]![1]?.body));
    expect(body.get('codeSubscription')).toBe('week-pass');
    expect(body.get('grz')).toBe('В456ОР159');
    expect(body.get('timestart')).toBe('2026-11-26');
    expect(JSON.parse(body.get('payer')!)).toMatchObject({ type: 1, lastName: 'Иванов', typeDoc: 1, DateDoc: '2015-06-30' });
    expect(callsTo(fetch, '/api/payment/subscription')).toHaveLength(0);
  });
});
