import { describe, expect, it } from 'vitest';
import { canonicalReceipt } from '../../src/fiscal/canonical-receipt.ts';
import { ZFiscalReceipt, type TFiscalReceipt } from '../../src/fiscal/fiscal-receipt.ts';

const receipt: TFiscalReceipt = {
  id: 'Qm9vbGVhbkZpc2NhbFJlY2VpcHQ',
  sign: 'income',
  seller: { name: 'МКУ «Городские парковки»', inn: '7707083893', address: 'Пермь, ул. Ленина, 1' },
  taxSystem: 'osn',
  place: 'https://parking.example',
  items: [
    { name: 'Пополнение баланса', quantity: 1, price: 15050, sum: 15050, settlementMethod: 'advance', subject: 'payment', vatRate: 'vat22_122', vat: 2714 },
  ],
  total: 15050,
  electronic: 15050,
  registerNumber: '0000000001012345',
  fn: '9999078900012345',
  fd: '42',
  fp: '3522207165',
  issuedAt: '2026-11-26T06:45:00.000Z',
  timeZone: 'Asia/Yekaterinburg',
};

describe('the fiscal receipt schema', () => {
  it('takes a receipt as the register issues it', () => expect(ZFiscalReceipt.safeParse(receipt).success).toBe(true));

  it.each([
    ['a 9-digit INN', { seller: { ...receipt.seller, inn: '770708389' } }],
    ['an 11-digit INN', { seller: { ...receipt.seller, inn: '77070838931' } }],
    ['a 15-digit ФН', { fn: '999907890001234' }],
    ['an 11-digit ФП', { fp: '35222071650' }],
    ['a ФД with letters', { fd: '4a' }],
    ['an unknown tax system', { taxSystem: 'envd' }],
    ['an unknown sign', { sign: 'expense' }],
    ['negative kopecks', { total: -1 }],
    ['fractions of a kopeck', { total: 150.5 }],
    ['no items', { items: [] }],
    ['a short id', { id: 'abc' }],
  ])('refuses %s', (_why, patch) => expect(ZFiscalReceipt.safeParse({ ...receipt, ...patch }).success).toBe(false));
});

describe('the signed text of a receipt', () => {
  it('is the same for the same receipt, whatever the order of its keys', () => {
    const reordered = Object.fromEntries(Object.entries(receipt).reverse()) as TFiscalReceipt;
    expect(canonicalReceipt(reordered)).toBe(canonicalReceipt(receipt));
  });

  it.each([
    ['the total', { total: 15051 }],
    ['an item sum', { items: [{ ...receipt.items[0]!, sum: 15051 }] }],
    ['the time', { issuedAt: '2026-11-26T06:46:00.000Z' }],
    ['the fiscal sign', { fp: '3522207166' }],
    ['the sign', { sign: 'incomeReturn' as const }],
    ['the seller', { seller: { ...receipt.seller, inn: '500100732259' } }],
  ])('changes with %s', (_what, patch) => expect(canonicalReceipt({ ...receipt, ...patch })).not.toBe(canonicalReceipt(receipt)));

  it('cannot move text from one field into another', () => {
    const a = { ...receipt, seller: { ...receipt.seller, name: 'A', address: 'B C' } };
    const b = { ...receipt, seller: { ...receipt.seller, name: 'A B', address: 'C' } };
    expect(canonicalReceipt(a)).not.toBe(canonicalReceipt(b));
  });
});
