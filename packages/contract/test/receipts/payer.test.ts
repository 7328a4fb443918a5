import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../src/errors/error-texts.ts';
import { payerIssues, payerName, ZPayer } from '../../src/receipts/payer.ts';

const legal = { type: 2, name: 'ООО «Ромашка»', ogrn: '1027700132195', inn: '7707083893', kpp: '773601001', address: 'Москва, ул. Вавилова, 19' };
const individual = {
  type: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  typeDoc: 1,
  seriesDoc: '5704',
  numberDoc: '123456',
  DateDoc: '2015-06-30',
  issuer: 'Отделом УФМС России по Пермскому краю',
  address: 'Пермь, ул. Ленина, 1',
};

describe('legal payer', () => {
  it('accepts the spec fields with real identifiers, and a 12-digit INN', () => {
    expect(payerIssues(legal)).toEqual({});
    expect(payerIssues({ ...legal, inn: '500100732259' })).toEqual({});
  });

  it.each([
    ['name', '', 'RequiredField'],
    ['address', '  ', 'RequiredField'],
    ['ogrn', '', 'RequiredField'],
    ['ogrn', '102770013219', 'OgrnMustBe13Digits'],
    ['ogrn', '304500116000157', 'OgrnMustBe13Digits'],
    ['ogrn', '1027700132196', 'OgrnCheckDigitWrong'],
    ['inn', '77070838', 'InnMustBe10Or12Digits'],
    ['inn', '77070838931', 'InnMustBe10Or12Digits'],
    ['inn', '7707083894', 'InnCheckDigitWrong'],
    ['inn', '500100732258', 'InnCheckDigitWrong'],
    ['kpp', '77360100', 'KppMustBe9Characters'],
    ['kpp', '7736o1001', 'KppMustBe9Characters'],
  ])('%s %j → %s', (field, value, error) => {
    expect(payerIssues({ ...legal, [field]: value })).toEqual({ [field]: error });
  });
});

describe('individual payer', () => {
  it('is the default type and accepts the spec fields', () => {
    const { type: _, ...withoutType } = individual;
    expect(payerIssues(withoutType)).toEqual({});
    expect(payerIssues({ ...individual, type: '1', typeDoc: '2', DateDoc: '1999-12-31' })).toEqual({});
  });

  it.each([
    ['lastName', '', 'RequiredField'],
    ['firstName', '', 'RequiredField'],
    ['middleName', '', 'RequiredField'],
    ['issuer', '', 'RequiredField'],
    ['address', '', 'RequiredField'],
    ['seriesDoc', '57 04', 'OnlyDigitsAllowed'],
    ['numberDoc', '12345A', 'OnlyDigitsAllowed'],
    ['DateDoc', '30.06.2015', 'DateIncorrect'],
    ['DateDoc', '1899-01-01', 'DateIncorrect'],
    ['DateDoc', '2101-01-01', 'DateIncorrect'],
    ['DateDoc', '2015-02-30', 'DateIncorrect'],
    ['typeDoc', '3', 'InvalidFormat'],
  ])('%s %j → %s', (field, value, error) => {
    expect(payerIssues({ ...individual, [field]: value })).toEqual({ [field]: error });
  });

  it('refuses an unknown payer type', () => {
    expect(payerIssues({ ...individual, type: 3 })).toEqual({ type: 'InvalidFormat' });
  });
});

describe('ZPayer', () => {
  it('reads the payer from JSON text (a form body) and trims it', () => {
    const parsed = ZPayer.parse(JSON.stringify({ ...legal, name: '  ООО «Ромашка» ' }));
    expect(parsed).toEqual({ ...legal, name: 'ООО «Ромашка»' });
    expect(payerName(parsed)).toBe('ООО «Ромашка»');
    expect(payerName(ZPayer.parse(individual))).toBe('Иванов Иван Иванович');
  });

  it('gives each wrong field its own path and errorName', () => {
    const result = ZPayer.safeParse({ ...legal, inn: '7707083894', kpp: '1' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['inn', 'InnCheckDigitWrong'],
      ['kpp', 'KppMustBe9Characters'],
    ]);
  });

  it('refuses text that is not JSON and values that are not texts', () => {
    expect(ZPayer.safeParse('{').success).toBe(false);
    expect(ZPayer.safeParse({ ...legal, name: { a: 1 } }).success).toBe(false);
  });

  it('has a text in both languages for every error it names', () => {
    for (const name of [
      'OgrnMustBe13Digits',
      'InnMustBe10Or12Digits',
      'KppMustBe9Characters',
      'OgrnCheckDigitWrong',
      'InnCheckDigitWrong',
      'OnlyDigitsAllowed',
      'DateIncorrect',
    ] as const) {
      expect(ERROR_TEXTS.ru[name]).toBeTruthy();
      expect(ERROR_TEXTS.en[name]).toBeTruthy();
    }
    expect(ERROR_TEXTS.ru.OgrnMustBe13Digits).toBe('Только 13 цифр');
    expect(ERROR_TEXTS.ru.DateIncorrect).toBe('Дата не корректна');
  });
});
