import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { RefillModal } from './refill-modal.tsx';

const card = {
  methodName: 'card',
  methodNameForShow: { ru: 'Банковская карта', en: 'Bank card' },
  methodDescription: { ru: '', en: '' },
  isPhoneRequired: false,
};

/** The site, the profile and a top-up whose answer waits until the test releases it. */
function heldRefillApi() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { paymentsMethods: [card] } }) },
    '/api/profile/get-profile-v6': driverProfile(),
    '/api/payment/refill': { status: 'ok', RedirectURL: 'http://pay.test/r/1' },
  });
  const answer = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    if (String(input).includes('/api/payment/refill')) await held;
    return answer(input, init);
  });
  return { fetch, release };
}

signInForEachTest();

describe('RefillModal', { timeout: 15_000 }, () => {
  it('asks for one invoice for a double click and keeps its link', async () => {
    const { fetch, release } = heldRefillApi();
    renderWithProviders(<RefillModal onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), '150');
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    // Two clicks before the next render, as a fast double click lands.
    const pay = screen.getByRole('button', { name: 'Оплатить' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    release();
    expect(await screen.findByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', 'http://pay.test/r/1');
    expect(callsTo(fetch, '/api/payment/refill')).toHaveLength(1);
  });

  it.each([
    ['0', 'Сумма должна быть больше нуля'],
    ['-50', 'Сумма должна быть больше нуля'],
    ['10.999', 'Неверный формат'],
    ['abc', 'Значение должно быть числом'],
    ['20000', 'Превышена максимальная сумма пополнения'],
  ])('says the spec message for %j before sending', async (amount, message) => {
    const { fetch } = heldRefillApi();
    renderWithProviders(<RefillModal onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), amount);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(callsTo(fetch, '/api/payment/refill')).toHaveLength(0);
  });

  it.each([
    ['1,5', '1.50'],
    [' 100 ', '100.00'],
  ])('takes %j and sends it as %s', async (amount, sent) => {
    const { fetch, release } = heldRefillApi();
    release();
    renderWithProviders(<RefillModal onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), amount);
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await screen.findByRole('link', { name: 'Перейти к оплате' });
    const body = new URLSearchParams(String(callsTo(fetch, '/api/payment/refill')[0]![1]?.body));
    expect(body.get('RefillAmount')).toBe(sent);
  });

  it('closes when the driver comes back from the provider tab, whose link is spent, and asks for the balance again', async () => {
    const { fetch, release } = heldRefillApi();
    release();
    const onClose = vi.fn();
    renderWithProviders(<RefillModal onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), '150');
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    // Coming back before the link was opened keeps the dialog.
    window.dispatchEvent(new Event('focus'));
    expect(onClose).not.toHaveBeenCalled();

    const pay = await screen.findByRole('link', { name: 'Перейти к оплате' });
    pay.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(pay);
    const profileCalls = callsTo(fetch, '/api/profile/get-profile-v6').length;
    window.dispatchEvent(new Event('focus'));
    expect(onClose).toHaveBeenCalledTimes(1);
    // A window's focus need not reach the query cache: the return itself asks for the balance and sessions.
    await waitFor(() => expect(callsTo(fetch, '/api/profile/get-profile-v6')).toHaveLength(profileCalls + 1));
  });

  it('closes when the provider sends its tab back to /payment, which tells this one', async () => {
    const { release } = heldRefillApi();
    release();
    const onClose = vi.fn();
    renderWithProviders(<RefillModal onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), '150');
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    const pay = await screen.findByRole('link', { name: 'Перейти к оплате' });
    pay.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(pay);
    // No focus and no change of visibility: a browser that keeps both windows in sight tells neither.
    new BroadcastChannel('city-parking-payments').postMessage({ type: 'payment', city: currentCity.city, order: 'p1' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('RefillModal receipt mode', { timeout: 15_000 }, () => {
  const receipt = { ...card, methodName: 'receipt', methodNameForShow: { ru: 'Квитанция', en: 'Payment slip' } };
  const receiptApi = (useReceipts = true) =>
    mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useReceipts, paymentsMethods: [card, receipt] } }) },
      '/api/profile/get-profile-v6': driverProfile(),
    });

  it('switches to receipt mode on «Квитанция», keeps the amount, and Cancel comes back to the form', async () => {
    receiptApi();
    renderWithProviders(<RefillModal onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), '1500');
    const method = screen.getByLabelText(/Способ оплаты/);
    await waitFor(() => expect(method).toHaveValue('card'));
    await userEvent.selectOptions(method, 'receipt');
    expect(await screen.findByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
    expect(screen.getByLabelText('Сумма')).toHaveValue('1500');
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('button', { name: 'Оплатить' })).toBeInTheDocument();
    expect(screen.getByLabelText('Сумма')).toHaveValue('1500');
    expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card');
  });

  it('offers no «Квитанция» where the city issues no documents', async () => {
    receiptApi(false);
    renderWithProviders(<RefillModal onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    expect(screen.queryByRole('option', { name: 'Квитанция' })).not.toBeInTheDocument();
  });

  it('tops up a company with its coop token, never the driver’s, and offers no «Квитанция» without its details', async () => {
    tokenStore.set('coop', 'coop-token');
    const fetch = mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useReceipts: true, paymentsMethods: [card, receipt] } }) },
      '/api/profile/get-profile-v6': driverProfile(),
      '/api/payment/refill': { status: 'ok', RedirectURL: 'http://pay.test/r/2' },
    });
    renderWithProviders(<RefillModal payer="company" onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), '2500');
    await waitFor(() => expect(screen.getByLabelText(/Способ оплаты/)).toHaveValue('card'));
    expect(screen.queryByRole('option', { name: 'Квитанция' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', 'http://pay.test/r/2');
    const body = new URLSearchParams(String(callsTo(fetch, '/api/payment/refill')[0]![1]?.body));
    expect(body.get('Token')).toBe('coop-token');
    expect(body.get('RefillAmount')).toBe('2500.00');
    tokenStore.clear('coop');
  });

  it('issues the company’s own invoice with its coop token, the payer filled in from the company', async () => {
    tokenStore.set('coop', 'coop-token');
    const invoice = {
      date: '2026-11-26T06:00:00.000Z',
      receiptnumber: '000321',
      sum: 250_000,
      status: 'issued',
      receiptname: 'Пополнение баланса',
      type: 'legal',
      UIN: '03559000000000003213',
      kind: 'invoice',
      payUntil: '2026-12-26T18:59:59.999Z',
    };
    const fetch = mockApi({
      '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useReceipts: true, paymentsMethods: [card, receipt] } }) },
      '/api/profile/get-profile-v6': driverProfile(),
      '/api/creatrefill': { status: 'ok', result: invoice },
    });
    const company = { name: 'ООО «Прикамье Логистик»', inn: '5904123453', email: 'fleet@prikamye.test' };
    renderWithProviders(<RefillModal payer="company" company={company} onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Сумма'), '2500');
    const method = screen.getByLabelText(/Способ оплаты/);
    await waitFor(() => expect(method).toHaveValue('card'));
    await userEvent.selectOptions(method, 'receipt');
    // Only a legal entity pays a company's invoice: no choice of payer, its name and INN filled in.
    expect(await screen.findByLabelText(/Полное наименование/)).toHaveValue(company.name);
    expect(screen.getByLabelText(/ИНН/)).toHaveValue(company.inn);
    expect(screen.queryByRole('radio', { name: 'Физическое лицо' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/ОГРН/), '1027700132195');
    await userEvent.type(screen.getByLabelText(/КПП/), '590401001');
    await userEvent.type(screen.getByLabelText(/Юридический адрес/), 'г. Пермь, ул. Ленина, д. 10');
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { name: 'Счёт на оплату № 000321' })).toHaveFocus();
    const [url, init] = callsTo(fetch, '/api/creatrefill')[0]!;
    expect(new URL(String(url), 'http://x').searchParams.get('token')).toBe('coop-token');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('sum')).toBe('2500');
    expect(JSON.parse(body.get('payer')!)).toMatchObject({ type: 2, name: company.name, inn: company.inn, kpp: '590401001' });
    tokenStore.clear('coop');
  });
});
