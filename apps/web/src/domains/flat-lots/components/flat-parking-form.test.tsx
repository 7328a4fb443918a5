import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { FlatParkingForm } from './flat-parking-form.tsx';
import { goToPayment } from '../go-to-payment.ts';

vi.mock('../go-to-payment.ts', () => ({ goToPayment: vi.fn() }));

const card = {
  methodName: 'card',
  methodNameForShow: { ru: 'Банковская карта', en: 'Bank card' },
  methodDescription: { ru: '', en: '' },
  isPhoneRequired: false,
};
const quote = (cost: number) => ({ status: 'ok', result: { cost, sessionId: 'q-1', parkingNumber: '701' } });

function api(cost: unknown, pay: unknown = { status: 'ok', result: { redirectURL: '/city/perm/sandbox/pay/p-1' } }) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useFlatParking: true, paymentsMethods: [card] } }) },
    '/api/profile/get-profile-v6': { status: 'error', errorName: 'UnknownError' },
    '/backend/v2/costPlane': cost,
    '/backend/v2/payPlane': pay,
  });
}

const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) => fetch.mock.calls.filter(([input]) => String(input).includes(path));

async function findPrice(ticket = '7010001234') {
  fireEvent.change(screen.getByLabelText(/Номер карты/), { target: { value: ticket } });
  fireEvent.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
}

beforeEach(() => tokenStore.set('standart', 'tok-1'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(goToPayment).mockClear();
  vi.useRealTimers();
  tokenStore.clear('standart');
});

describe('FlatParkingForm', () => {
  it('prices the ticket, keeps the quote and pays it through the provider in this tab', async () => {
    const fetch = api(quote(120.5));
    renderWithProviders(<FlatParkingForm />, { route: '/profile/parking?parkingCode=flat' });
    await findPrice(' 701 0001234 ');
    expect(await screen.findByLabelText('К оплате: 120,50 ₽')).toBeVisible();
    expect(screen.getByLabelText('Парковка')).toHaveValue('№ 701');
    const [[input, init]] = callsTo(fetch, '/backend/v2/costPlane') as [[string, RequestInit]];
    expect(new URL(input, 'http://localhost').searchParams.toString()).toBe('ticketNumber=7010001234&parkingNumber=flat');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });

    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/city/perm/sandbox/pay/p-1'));
    const [[, payInit]] = callsTo(fetch, '/backend/v2/payPlane') as [[string, RequestInit]];
    expect(Object.fromEntries(new URLSearchParams(String(payInit.body)))).toEqual({ paymentService: 'card', parkingNumber: '701', sessionId: 'q-1' });
    expect(payInit.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    // Back from the provider to this page.
    expect(window.localStorage.getItem('paymentReturnPath')).toBe('/');
  });

  it('stays on the price step when the stay is free, saying so for 7 seconds', async () => {
    api(quote(0));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<FlatParkingForm />);
    await findPrice();
    expect(await screen.findByRole('status')).toHaveTextContent('Оплачивать нечего');
    expect(screen.getByRole('button', { name: 'Узнать стоимость' })).toBeVisible();
    act(() => void vi.advanceTimersByTime(6_900));
    expect(screen.getByRole('status')).toBeVisible();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's error of a failed price and keeps the number typed", async () => {
    api({ status: 'error', errorName: 'ParkingSessionNotFound' });
    renderWithProviders(<FlatParkingForm />);
    await findPrice('123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Парковочная сессия не найдена');
    expect(screen.getByLabelText(/Номер карты/)).toHaveValue('123');
  });

  it('forgets a failed price once the number is edited, so no old alert stands beside a new issue', async () => {
    api({ status: 'error', errorName: 'ParkingSessionNotFound' });
    renderWithProviders(<FlatParkingForm />);
    await findPrice('123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Парковочная сессия не найдена');
    fireEvent.change(screen.getByLabelText(/Номер карты/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeVisible();
    expect(screen.queryByText('Парковочная сессия не найдена')).not.toBeInTheDocument();
  });

  it('asks for the number before asking the price', async () => {
    const fetch = api(quote(10));
    renderWithProviders(<FlatParkingForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Узнать стоимость' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeVisible();
    expect(callsTo(fetch, '/backend/v2/costPlane')).toEqual([]);
  });

  it('starts over with the price-changed message when the payment step is not completed within 30 s', async () => {
    api(quote(60));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<FlatParkingForm />);
    await findPrice();
    expect(await screen.findByLabelText('К оплате: 60,00 ₽')).toBeVisible();
    act(() => void vi.advanceTimersByTime(29_900));
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeVisible();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toHaveTextContent('Цена изменилась');
    expect(screen.getByRole('button', { name: 'Узнать стоимость' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('goes back to the price step with the error when the payment fails', async () => {
    api(quote(60), { status: 'error', errorName: 'PriceChangedTryLater' });
    renderWithProviders(<FlatParkingForm />);
    await findPrice();
    await screen.findByLabelText('К оплате: 60,00 ₽');
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Цена изменилась, попробуйте позже');
    expect(screen.getByRole('button', { name: 'Узнать стоимость' })).toBeVisible();
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('opens a notice for a payment answered with a message, then starts over', async () => {
    api(quote(60), { status: 'ok', result: { message: 'Nothing to pay: the stay on this ticket is free.' } });
    renderWithProviders(<FlatParkingForm />, { route: '/en/profile/parking' });
    fireEvent.change(screen.getByLabelText(/Card \(ticket\) number/), { target: { value: '7010001234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the price' }));
    await screen.findByLabelText('To pay: 60.00 ₽');
    await waitFor(() => expect(screen.getByLabelText(/Payment method/)).toHaveValue('card'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const notice = await screen.findByRole('dialog', { name: 'Parking payment' });
    expect(notice).toHaveTextContent('Nothing to pay: the stay on this ticket is free.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Find the price' })).toBeVisible();
  });
});
