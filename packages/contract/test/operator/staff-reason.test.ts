import { describe, expect, it } from 'vitest';
import { staffReasonError, ZStaffReason } from '../../src/operator/staff-reason.ts';

describe('a staff action’s reason', () => {
  it('is trimmed, and 3 to 500 characters then', () => {
    expect(ZStaffReason.safeParse('  Жалоба  ').data).toBe('Жалоба');
    expect(ZStaffReason.safeParse('abc').data).toBe('abc');
    expect(ZStaffReason.safeParse('я'.repeat(500)).data).toHaveLength(500);
  });

  it('names a missing, short or long reason by its own error, as the form’s rule does', () => {
    const issue = (value: unknown) => ZStaffReason.safeParse(value).error?.issues[0]?.message;
    for (const [text, error] of [
      ['', 'RequiredField'],
      ['   ', 'RequiredField'],
      [' ab ', 'StaffReasonTooShort'],
      ['я'.repeat(501), 'StaffReasonTooLong'],
    ] as const) {
      expect(issue(text), text).toBe(error);
      expect(staffReasonError(text), text).toBe(error);
    }
    expect(staffReasonError(' abc ')).toBeNull();
    expect(ZStaffReason.safeParse(42).success).toBe(false);
    expect(ZStaffReason.safeParse('я'.repeat(2001)).success).toBe(false);
  });
});
