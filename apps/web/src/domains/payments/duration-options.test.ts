import { describe, expect, it } from 'vitest';
import { durationLabel, durationMinutes, durationOptions } from './duration-options.ts';

describe('duration options', () => {
  it('run from 15 minutes to a whole day by 15 with the default intervals, 1440 reading 24:00', () => {
    const options = durationOptions({ min: 15, max: 1440, step: 15 }, 'Без времени');
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ value: '15', label: '00:15' });
    expect(options[3]).toEqual({ value: '60', label: '01:00' });
    expect(options.at(-1)).toEqual({ value: '1440', label: '24:00' });
  });

  it('follow the city intervals and always offer the maximum', () => {
    expect(durationMinutes({ min: 30, max: 100, step: 30 })).toEqual([30, 60, 90, 100]);
    expect(durationMinutes({ min: 60, max: 60, step: 15 })).toEqual([60]);
  });

  it('stay a usable list when the settings are absurd', () => {
    expect(durationMinutes({ min: 1, max: 100_000, step: 1 }).length).toBeLessThanOrEqual(501);
    expect(durationMinutes({ min: 90, max: 30, step: 15 })).toEqual([]);
  });

  it('show 0 minutes as the no-time text', () => {
    expect(durationLabel(0, 'No time')).toBe('No time');
    expect(durationLabel(135, 'No time')).toBe('02:15');
  });
});
