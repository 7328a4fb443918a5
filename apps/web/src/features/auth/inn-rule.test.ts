import { describe, expect, it } from 'vitest';
import { innIssue } from './inn-rule.ts';

describe('the INN rule of the legal sign-in', () => {
  it('asks for 10 or 12 digits whose check digits hold', () => {
    expect(innIssue(' 5904123453 ')).toBeNull();
    expect(innIssue('')).toBe('required');
    expect(innIssue('59041234')).toBe('innDigits');
    expect(innIssue('5904123454')).toBe('innCheck');
  });
});
