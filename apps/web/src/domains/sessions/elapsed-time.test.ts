import { describe, expect, it } from 'vitest';
import { elapsedTime } from './elapsed-time.ts';

describe('elapsedTime', () => {
  const start = '2026-07-06T10:00:00.000Z';
  const at = (seconds: number) => new Date(Date.parse(start) + seconds * 1000);

  it('reads as a stopwatch, hours unbounded', () => {
    expect(elapsedTime(start, at(0))).toBe('0:00:00');
    expect(elapsedTime(start, at(41 * 60 + 5))).toBe('0:41:05');
    expect(elapsedTime(start, at(26 * 3600 + 59))).toBe('26:00:59');
  });

  it('never runs backwards before the start (a browser clock a little behind the server)', () => {
    expect(elapsedTime(start, at(-30))).toBe('0:00:00');
  });
});
