import { describe, expect, it } from 'vitest';
import { testSession } from '@/testing/test-session.ts';
import { cancelTooLate } from './cancel-too-late.ts';

describe('cancelTooLate', () => {
  const session = { ...testSession(1, 'А123ВС159'), endDate: '2026-07-06T12:00:00.000Z' };
  it.each([
    ['2026-07-06T11:00:00.000Z', false],
    ['2026-07-06T11:30:00.000Z', false],
    ['2026-07-06T11:30:01.000Z', true],
    ['2026-07-06T12:10:00.000Z', true],
  ])('at %s → %s', (now, tooLate) => {
    expect(cancelTooLate(session, new Date(now))).toBe(tooLate);
  });
});
