import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { ReceiptMode } from './receipt-mode.tsx';

const invoice = {
  date: '2026-11-26T06:00:00.000Z',
  receiptnumber: '000123',
  sum: 150_000,
  status: 'issued',
  receiptname: 'Пополнение баланса',
  type: 'legal',
  UIN: '03559000000000001231',
  kind: 'invoice',
  payUntil: '2026-12-26T18:59:59.999Z',
};

function api(answer: unknown = { status: 'ok', result: invoice }) {
  return mockApi({
    '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useReceipts: true } }) },
    '/api/profile/get-profile-v6': driverProfile(),
    '/api/creatrefill': answer,
  });
}

function renderMode(route = '/', onCancel = vi.fn()) {
  renderWithProviders(<ReceiptMode purpose={{ kind: 'refill', sum: '1500' }} purposeReady onCancel={onCancel} onClose={() => undefined} />, { route });
  return onCancel;
}

/** Puts a text into a field found by its label and leaves it (change and blur, quicker than typing each key). */
async function type(label: string | RegExp, text: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const COMPANY: [RegExp, string][] = [
  [/Полное наименование/, 'ПАО Сбербанк'],
  [/ОГРН/, '1027700132195'],
  [/ИНН/, '7707083893'],
  [/КПП/, '773601001'],
  [/Юридический адрес/, 'г. Москва, ул. Вавилова, д. 19'],
];

signInForEachTest();

describe('ReceiptMode payer forms', { timeout: 20_000 }, () => {
  it('starts with an individual payer and keeps Next disabled until every field is valid', async () => {
    api();
    renderMode();
    expect(await screen.findByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
    const next = screen.getByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    await type(/Фамилия/, 'Иванов');
    await type(/^Имя/, 'Иван');
    await type(/Отчество/, 'Иванович');
    await type(/Серия/, '57 04');
    expect(screen.getByText('Пожалуйста, укажите только цифры')).toBeInTheDocument();
    await type(/Серия/, '5704');
    await type(/^Номер/, '123456');
    await type(/Дата выдачи/, '1899-01-01');
    expect(screen.getByText('Дата не корректна')).toBeInTheDocument();
    await type(/Дата выдачи/, '2015-06-30');
    await type(/Кем выдан/, 'Отделом УФМС России по Пермскому краю');
    expect(next).toBeDisabled();
    await type(/^Адрес/, 'г. Пермь, ул. Ленина, д. 1');
    expect(screen.queryByText('Дата не корректна')).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('says that a left field is required', async () => {
    api();
    renderMode();
    await type(/Фамилия/, '');
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
  });

  it.each([
    ['ИНН', '7707083894', 'Неверный ИНН: не сходится контрольное число'],
    ['ИНН', '77070838', 'Только 10 или 12 цифр'],
    ['ОГРН', '1027700132196', 'Неверный ОГРН: не сходится контрольная цифра'],
    ['ОГРН', '10277001', 'Только 13 цифр'],
    ['КПП', '7736010', 'Только 9 цифр'],
  ])('says what is wrong with a legal payer’s %s %s', async (label, value, message) => {
    api();
    renderMode();
    await userEvent.click(await screen.findByRole('radio', { name: 'Юридическое лицо' }));
    for (const [field, text] of COMPANY) await type(field, text);
    expect(screen.getByRole('button', { name: 'Далее' })).toBeEnabled();
    await type(new RegExp(`^${label}`), value);
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
  });

  it('says a wrong check digit in English too', async () => {
    api();
    renderMode('/en');
    await userEvent.click(await screen.findByRole('radio', { name: 'Legal entity' }));
    await type(/^INN/, '500100732258');
    expect(screen.getByText('Wrong INN: its check digits do not match')).toBeInTheDocument();
    await type(/^INN/, '500100732259');
    expect(screen.queryByText('Wrong INN: its check digits do not match')).not.toBeInTheDocument();
  });

  it('issues the invoice with the legal payer and shows its number, UIN, sum and pay-by date', async () => {
    const fetch = api();
    renderMode();
    await userEvent.click(await screen.findByRole('radio', { name: 'Юридическое лицо' }));
    for (const [field, text] of COMPANY) await type(field, text);
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { name: 'Счёт на оплату № 000123' })).toHaveFocus();
    const [url, init] = callsTo(fetch, '/api/creatrefill')[0]!;
    expect(String(url)).toContain('token=');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('sum')).toBe('1500');
    expect(JSON.parse(body.get('payer')!)).toEqual({
      type: 2,
      name: 'ПАО Сбербанк',
      ogrn: '1027700132195',
      inn: '7707083893',
      kpp: '773601001',
      address: 'г. Москва, ул. Вавилова, д. 19',
    });
    expect(screen.getByText('03559000000000001231')).toBeInTheDocument();
    expect(screen.getByText('1 500,00 ₽')).toBeInTheDocument();
    // The last instant to pay, on Perm's clock (UTC+5).
    expect(screen.getByText('26.12.2026 23:59')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeInTheDocument();
  });

  it('shows a field the server refuses on that field', async () => {
    api({ status: 'error', errorName: 'ValidationError', fields: { 'payer.kpp': 'KppMustBe9Characters' } });
    renderMode();
    await userEvent.click(await screen.findByRole('radio', { name: 'Юридическое лицо' }));
    for (const [field, text] of COMPANY) await type(field, text);
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(screen.getByLabelText(/^КПП/)).toHaveAccessibleDescription('Только 9 цифр'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves receipt mode on Cancel', async () => {
    api();
    const onCancel = renderMode();
    await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
