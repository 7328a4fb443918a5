import { describe, expect, it } from 'vitest';
import { guestPhoneIssue } from './guest-phone-issue.ts';

describe('guest phone rules', () => {
  it.each(['', ' ', '+', '7', ' 8 '])('%j (one character or none) cannot be empty', (value) => {
    expect(guestPhoneIssue(value)).toBe('empty');
  });

  it.each(['79', '+7 912', '8 (912) 000-00-0', '7912000000'])('%j (under 11 digits) needs 11', (value) => {
    expect(guestPhoneIssue(value)).toBe('short');
  });

  it.each(['+7 912 000-00-01', '89120000001', '7 (912) 000 00 01'])('%j is a phone', (value) => {
    expect(guestPhoneIssue(value)).toBeNull();
  });

  it.each(['59120000001', '+7 912 000-00-011', '+79120000001x'])('%j has 11 digits or more but is no Russian number', (value) => {
    expect(guestPhoneIssue(value)).toBe('format');
  });
});
