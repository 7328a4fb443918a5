import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVehicle } from '@city-parking/contract/profile/profile';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import type { PaymentModalProps } from '../payment-modal-props.ts';
import { SubscriptionConstructorPage } from './subscription-constructor-page.tsx';

signInForEachTest();

const PLATE = 'А001АА159';
const vehicle: TVehicle = {
  id: 1,
  number: 'А001АА',
  region: '159',
  country: 'rus',
  numberTs: PLATE,
  formatGrz: 'rus',
  mainTs: true,
  name: '',
  category: 'B',
  STSNumber: '',
  docType: 'STS',
  active: true,
  vin: '',
  imei: '',
};
const zone = (number: string, special = false) => ({ name: `Зона ${number}`, value: number, zonenumber: number, code: `P${number}`, category: '', special });
const offer = {
  permissionKind: 'Абонемент на 7 дней',
  permissionKindCode: 'C-7-101-102',
  permissionType: 'week',
  price: 123456,
  zones: ['101', '102'],
  startDate: '2026-12-01',
  days: 7,
  sale: 100,
};

function api({ enabled = true, offers = [offer] as unknown[], failSearch = false } = {}) {
  const searches: unknown[] = [];
  const fetch = mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useSubscriptionConstructor: enabled } }) },
    '/api/profile/get-profile-v6': driverProfile({ ts: [vehicle] }),
    '/backend/v2/getZones': { status: 'ok', result: [zone('101'), zone('102', true), zone('203')] },
    '/backend/v2/getTiming': { status: 'ok', result: [1, 3, 7, 14] },
    '/backend/v2/selectedAbonements': (_url: URL, init?: RequestInit) => {
      searches.push(JSON.parse(String(init?.body)));
      return failSearch ? { status: 'error', errorName: 'UnknownError' } : { status: 'ok', result: offers };
    },
  });
  return { fetch, searches };
}

function Modal({ offer: chosen, onClose }: PaymentModalProps) {
  return (
    <div role="dialog" aria-label="payment">
      {chosen.code} {chosen.startDate} {chosen.cost}
      <button onClick={onClose}>close</button>
    </div>
  );
}

const render = (route = '/profile/constructor') =>
  renderWithProviders(<SubscriptionConstructorPage paymentModal={Modal} />, {
    route,
    path: route.startsWith('/en') ? '/en/profile/constructor' : '/profile/constructor',
  });

async function fillTwoZonesSevenDays(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Зона 101' }));
  await user.click(screen.getByRole('checkbox', { name: /Зона 102/ }));
  await user.selectOptions(screen.getByLabelText('Срок'), '7 дней');
}

describe('SubscriptionConstructorPage', () => {
  it('offers Next only for a valid form changed since the last search, and a change clears the results', async () => {
    const { searches, fetch } = api();
    const user = userEvent.setup();
    render();
    const next = await screen.findByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    expect(screen.getByLabelText('Транспортное средство')).toHaveValue(PLATE);
    await fillTwoZonesSevenDays(user);
    expect(screen.getByRole('checkbox', { name: /Зона 102/ })).toHaveAccessibleName('Зона 102 особая зона');
    expect(next).toBeEnabled();

    await user.click(next);
    const results = await screen.findByRole('region', { name: 'Предложения' });
    expect(searches).toEqual([{ zones: ['101', '102'], dateStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), timing: 7 }]);
    const [[, init]] = fetch.mock.calls.filter(([input]) => String(input).includes('selectedAbonements')) as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    const card = within(results).getByRole('listitem');
    expect(card).toHaveTextContent('Абонемент на 7 дней');
    expect(card).toHaveTextContent('101, 102');
    expect(card).toHaveTextContent('01/12/2026');
    expect(card).toHaveTextContent('7 дней');
    expect(card).toHaveTextContent('100 %');
    expect(card).toHaveTextContent('1 234,56 ₽');
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Предложения для этих параметров показаны ниже. Измените параметры, чтобы искать снова.');

    await user.click(screen.getByRole('checkbox', { name: 'Зона 203' }));
    expect(screen.queryByRole('region', { name: 'Предложения' })).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('filters the zones by the search box and asks for one at least', async () => {
    api();
    const user = userEvent.setup();
    render();
    await screen.findByRole('checkbox', { name: 'Зона 101' });
    await user.type(screen.getByLabelText('Поиск зоны'), '20');
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Зона 203']);
    await user.click(screen.getByRole('checkbox', { name: 'Зона 203' }));
    await user.click(screen.getByRole('checkbox', { name: 'Зона 203' }));
    expect(screen.getByText('Выберите хотя бы одну зону')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
  });

  it('resets the form to its defaults and drops the results', async () => {
    api();
    const user = userEvent.setup();
    render();
    await fillTwoZonesSevenDays(user);
    const date = screen.getByLabelText('Дата начала');
    const tomorrow = (date as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByRole('region', { name: 'Предложения' });

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.queryByRole('region', { name: 'Предложения' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByLabelText('Срок')).toHaveValue('1');
    expect(date).toHaveValue(tomorrow);
    expect(date).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(screen.getByText('Выбрано зон: 0')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    api({ offers: [] });
    const user = userEvent.setup();
    render();
    await fillTwoZonesSevenDays(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Нет подходящих предложений. Измените параметры и нажмите «Далее».')).toBeInTheDocument();
  });

  it('shows the load error with a retry when the search fails', async () => {
    const { searches } = api({ failSearch: true });
    const user = userEvent.setup();
    render('/en/profile/constructor');
    await user.click(await screen.findByRole('checkbox', { name: 'Зона 101' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data loading error');
    // The failure, not the offers, is what the page shows; Next says nothing of offers below.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(searches).toHaveLength(2));
  });

  it('buys an offer through the payment modal, its start fixed to the offer', async () => {
    api();
    const user = userEvent.setup();
    render();
    await fillTwoZonesSevenDays(user);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(await screen.findByRole('button', { name: 'Купить: Абонемент на 7 дней' }));
    expect(screen.getByRole('dialog', { name: 'payment' })).toHaveTextContent('C-7-101-102 2026-12-01 123456');
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the constructor is not available where the setting is off', async () => {
    api({ enabled: false });
    render();
    expect(await screen.findByText('Конструктор абонементов в этом городе недоступен')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К абонементам' })).toHaveAttribute('href', '/profile/abonements');
  });

  it('shows the data loading error when the timings fail, and loads them again on retry', async () => {
    let calls = 0;
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useSubscriptionConstructor: true } }) },
      '/api/profile/get-profile-v6': driverProfile({ ts: [vehicle] }),
      '/backend/v2/getZones': { status: 'ok', result: [zone('101')] },
      '/backend/v2/getTiming': () => (++calls === 1 ? { status: 'error', errorName: 'UnknownError' } : { status: 'ok', result: [7] }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки данных');
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('checkbox', { name: 'Зона 101' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
