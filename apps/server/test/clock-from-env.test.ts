import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { clockFromEnv } from '../src/clock-from-env.ts';

describe('clockFromEnv', () => {
  it('is real time when DEMO_CLOCK_START is unset or empty', () => {
    expect(clockFromEnv({}, true)).toBeUndefined();
    expect(clockFromEnv({ DEMO_CLOCK_START: ' ' }, false)).toBeUndefined();
  });

  it('reads the instant at the process start and runs on from it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-02T10:00:05Z'), toFake: ['Date'] });
    try {
      const now = clockFromEnv({ DEMO_CLOCK_START: '2026-03-31T23:45:00+03:00' }, true, Date.parse('2026-12-02T10:00:00Z'))!;
      expect(now().toISOString()).toBe('2026-03-31T20:45:05.000Z');
      vi.advanceTimersByTime(60_000);
      expect(now().toISOString()).toBe('2026-03-31T20:46:05.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is refused without DEMO=1', () => {
    expect(() => clockFromEnv({ DEMO_CLOCK_START: '2026-03-31T23:45:00+03:00' }, false)).toThrow(ConfigError);
    expect(() => clockFromEnv({ DEMO_CLOCK_START: '2026-03-31T23:45:00+03:00' }, false)).toThrow(/only with DEMO=1/);
  });

  it('refuses an instant without its offset or one that is no date', () => {
    for (const text of ['2026-03-31T23:45:00', '2026-03-31', 'tomorrow', '2026-13-45T25:00:00Z']) {
      expect(() => clockFromEnv({ DEMO_CLOCK_START: text }, true), text).toThrow(/ISO 8601 instant with its offset/);
    }
  });
});
