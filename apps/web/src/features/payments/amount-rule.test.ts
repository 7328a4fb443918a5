import { describe, expect, it } from 'vitest';
import { amountIssue } from './amount-rule.ts';

describe('amountIssue', () => {
  it.each([
    ['', 'RequiredField'],
    ['  ', 'RequiredField'],
    ['abc', 'ItNeedToBeANumber'],
    ['1.234', 'ItNeedToBeANumber'],
    ['-5', 'ItNeedToBeANumber'],
    ['0', 'InvalidFormat'],
    ['0,00', 'InvalidFormat'],
    ['150', null],
    ['150,5', null],
    ['1 000.05', null],
  ])('%j → %s', (value, issue) => {
    expect(amountIssue(value)).toBe(issue);
  });
});
