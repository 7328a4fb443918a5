import { describe, expect, it } from 'vitest';
import { formatTime } from '@city-parking/contract/format/format-date';
import { warmIntl } from './warm-intl.ts';

describe('warmIntl', () => {
  it('builds the formatters of known zones and skips an unknown one', () => {
    expect(() => warmIntl(['Europe/Moscow', 'No/Such_Zone', 'Asia/Yekaterinburg', 'Europe/Moscow'])).not.toThrow();
    expect(formatTime('2026-11-28T09:00:00Z', 'Asia/Yekaterinburg')).toBe('14:00');
  });
});
