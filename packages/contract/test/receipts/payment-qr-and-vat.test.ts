import { describe, expect, it } from 'vitest';
import { paymentQrString } from '../../src/receipts/payment-qr.ts';

const payee = {
  name: 'МКУ «Городские парковки»',
  personalAcc: '40702810404977001234',
  bankName: 'АО «ДЕМО-БАНК»',
  bic: '045773777',
  correspAcc: '30101810700000000777',
  payeeInn: '5902000103',
  kpp: '590201001',
};

describe('ГОСТ Р 56042-2014 payment string', () => {
  it('writes the header, the required keys in order, the sum in kopecks and the UIN', () => {
    expect(paymentQrString({ ...payee, sum: 150050, purpose: 'Пополнение баланса', uin: '03550000000000000013' })).toBe(
      'ST00012|Name=МКУ «Городские парковки»|PersonalAcc=40702810404977001234|BankName=АО «ДЕМО-БАНК»|BIC=045773777|' +
        'CorrespAcc=30101810700000000777|PayeeINN=5902000103|KPP=590201001|Sum=150050|Purpose=Пополнение баланса|UIN=03550000000000000013',
    );
  });

  it('adds the payer when given, and keeps the separator and line breaks out of values', () => {
    const text = paymentQrString({
      ...payee,
      sum: 100,
      purpose: 'Абонемент | месяц\r\nА123ВС59',
      uin: '1',
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: '',
      payerAddress: 'Пермь|Ленина 1',
    });
    expect(text).toContain('|Purpose=Абонемент / месяц А123ВС59|');
    expect(text).toContain('|LastName=Иванов|FirstName=Иван|PayerAddress=Пермь/Ленина 1');
    expect(text).not.toContain('MiddleName');
    expect(
      text
        .split('|')
        .slice(1)
        .every((pair) => /^[A-Za-z]+=/.test(pair)),
    ).toBe(true);
  });
});
