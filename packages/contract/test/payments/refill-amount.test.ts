import { describe, expect, it } from 'vitest';
import { refillAmountRule } from '../../src/payments/refill-amount.ts';

describe('refillAmountRule', () => {
  it.each([
    ['', 'RequiredField'],
    ['   ', 'RequiredField'],
    ['abc', 'ItNeedToBeANumber'],
    ['1.2.3', 'ItNeedToBeANumber'],
    ['0', 'SumMustBeGreaterThanZero'],
    ['0,00', 'SumMustBeGreaterThanZero'],
    ['-50', 'SumMustBeGreaterThanZero'],
    ['10.999', 'InvalidFormat'],
    ['15000.01', 'RefillAmountCanNotBeMaxAllowable'],
  ])('%j is refused with %s', (text, issue) => {
    expect(refillAmountRule(text)).toEqual({ kopecks: null, issue });
  });

  it.each([
    ['1,5', 150],
    [' 100 ', 10_000],
    ['150', 15_000],
    ['1 000.05', 100_005],
    ['0.01', 1],
    ['15000', 1_500_000],
  ])('%j is %d kopecks', (text, kopecks) => {
    expect(refillAmountRule(text)).toEqual({ kopecks, issue: null });
  });
});
