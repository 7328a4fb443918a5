import { describe, expect, it } from 'vitest';
import {
  isValidCorrespondentAccount,
  isValidInn,
  isValidInn10,
  isValidInn12,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from '../../src/receipts/check-digits.ts';

/** The same value with its last digit one higher (mod 10): a single wrong digit must fail. */
const lastDigitOff = (value: string) => `${value.slice(0, -1)}${(Number(value.at(-1)) + 1) % 10}`;

describe('INN check digits', () => {
  it.each(['7707083893', '5904123453', '7736050003', '5902000103'])('accepts the company INN %s and refuses it one digit off', (inn) => {
    expect(isValidInn10(inn)).toBe(true);
    expect(isValidInn(inn)).toBe(true);
    expect(isValidInn10(lastDigitOff(inn))).toBe(false);
  });

  it.each(['500100732259', '773173084809'])('accepts the personal INN %s and refuses either check digit off', (inn) => {
    expect(isValidInn12(inn)).toBe(true);
    expect(isValidInn(inn)).toBe(true);
    expect(isValidInn12(lastDigitOff(inn))).toBe(false);
    expect(isValidInn12(`${inn.slice(0, 10)}${(Number(inn[10]) + 1) % 10}${inn[11]}`)).toBe(false);
  });

  it.each(['', '770708389', '77070838930', '77070838a3', '7707 083893', '50010073225'])('refuses the shape %j', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('OGRN and OGRNIP check digits', () => {
  it.each(['1027700132195', '1037739010891', '1025900508050'])('accepts the OGRN %s and refuses it one digit off', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
    expect(isValidOgrn(lastDigitOff(ogrn))).toBe(false);
  });

  it('refuses an OGRN of another length or first digit', () => {
    expect(isValidOgrn('102770013219')).toBe(false);
    expect(isValidOgrn('2027700132195')).toBe(false);
    expect(isValidOgrn('304500116000157')).toBe(false);
  });

  it.each(['304500116000157', '304770000133422'])('accepts the OGRNIP %s and refuses it one digit off', (ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(true);
    expect(isValidOgrnip(lastDigitOff(ogrnip))).toBe(false);
  });

  it('refuses an OGRNIP that is an OGRN or does not start with 3', () => {
    expect(isValidOgrnip('1027700132195')).toBe(false);
    expect(isValidOgrnip('404500116000157')).toBe(false);
  });
});

describe('KPP', () => {
  it.each(['773601001', '590401001', '7736AB001'])('accepts %s', (kpp) => expect(isValidKpp(kpp)).toBe(true));
  it.each(['', '77360100', '7736010011', '7736ab001', 'A73601001', '773601A01', '7736 01001'])('refuses %j', (kpp) => expect(isValidKpp(kpp)).toBe(false));
});

describe('bank accounts', () => {
  it('accepts a correspondent account keyed by its BIC and refuses one digit off', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
    expect(isValidCorrespondentAccount('30101810500000000225', '044525225')).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', '044535225')).toBe(false);
  });

  it('accepts a settlement account keyed by the BIC and refuses one digit off', () => {
    expect(isValidSettlementAccount('40702810404977001234', '045773777')).toBe(true);
    expect(isValidSettlementAccount('40702810504977001234', '045773777')).toBe(false);
    expect(isValidSettlementAccount('4070281040497700123', '045773777')).toBe(false);
  });
});
