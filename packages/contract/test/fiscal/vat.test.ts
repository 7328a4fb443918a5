import { describe, expect, it } from 'vitest';
import { includedVat, vatRateOf } from '../../src/fiscal/vat.ts';

describe('VAT included in a price at 22 %', () => {
  // sum × 22 / 122, rounded half up to the kopeck; no sum lands exactly on a half (sum·22 is even, 61 + 122k odd).
  it.each([
    [0, 0],
    [1, 0], // 0.18
    [3, 1], // 0.54
    [61, 11], // exactly 11
    [12200, 2200], // 122 ₽ = 100 ₽ + 22 ₽
    [15050, 2714], // 2713.93
    [150050, 27058], // 27058.20
    [100000, 18033], // 18032.79
    [6000, 1082], // 60 ₽ an hour: 1081.97
    [654500, 118025], // 6 545 ₽: 118024.59
    [1500000, 270492], // 270491.80
  ])('%i kopecks hold %i of VAT', (sum, vat) => {
    expect(includedVat(sum, 'vat22')).toBe(vat);
    // The calculated rate of an advance takes the same share.
    expect(includedVat(sum, 'vat22_122')).toBe(vat);
  });

  it('is zero without VAT', () => expect(includedVat(100000, 'none')).toBe(0));

  it('never takes more than the exact share rounded', () => {
    for (let sum = 0; sum < 5000; sum += 7) {
      const exact = (sum * 22) / 122;
      expect(Math.abs(includedVat(sum, 'vat22') - exact)).toBeLessThanOrEqual(0.5);
    }
  });

  it.each([-1, 0.5])('refuses %s kopecks', (sum) => expect(() => includedVat(sum, 'vat22')).toThrow(RangeError));
});

describe('the VAT rate of an item', () => {
  it.each([
    [true, 'advance', 'vat22_122'],
    [true, 'fullSettlement', 'vat22'],
    [false, 'advance', 'none'],
    [false, 'fullSettlement', 'none'],
  ] as const)('charges VAT %s, %s → %s', (charges, method, rate) => expect(vatRateOf(charges, method)).toBe(rate));
});
