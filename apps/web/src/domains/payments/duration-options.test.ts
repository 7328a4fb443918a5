import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { durationLabel, durationMinutes, quickMinutes } from './duration-options.ts';
import './texts.ts';

describe('duration options', () => {
  it('run from 15 minutes to a whole day by 15 with the default intervals', () => {
    const minutes = durationMinutes({ min: 15, max: 1440, step: 15 });
    expect(minutes).toHaveLength(96);
    expect(minutes.slice(0, 4)).toEqual([15, 30, 45, 60]);
    expect(minutes.at(-1)).toBe(1440);
  });

  it('follow the city intervals and always offer the maximum', () => {
    expect(durationMinutes({ min: 30, max: 100, step: 30 })).toEqual([30, 60, 90, 100]);
    expect(durationMinutes({ min: 60, max: 60, step: 15 })).toEqual([60]);
  });

  it('stay a usable list when the settings are absurd', () => {
    expect(durationMinutes({ min: 1, max: 100_000, step: 1 }).length).toBeLessThanOrEqual(501);
    expect(durationMinutes({ min: 90, max: 30, step: 15 })).toEqual([]);
  });

  it('offer as quick choices only the common durations the city allows', () => {
    expect(quickMinutes(durationMinutes({ min: 15, max: 1440, step: 15 }))).toEqual([15, 30, 60, 120]);
    expect(quickMinutes(durationMinutes({ min: 30, max: 90, step: 30 }))).toEqual([30, 60]);
    expect(quickMinutes(durationMinutes({ min: 20, max: 100, step: 20 }))).toEqual([60]);
    expect(quickMinutes(durationMinutes({ min: 25, max: 100, step: 25 }))).toEqual([]);
  });
});

describe('durationLabel', () => {
  it('reads as a duration in either language, never as a clock time', async () => {
    await i18n.changeLanguage('ru');
    const ru = i18n.getFixedT('ru');
    expect(durationLabel(ru, 15)).toBe('15 мин');
    expect(durationLabel(ru, 60)).toBe('1 ч');
    expect(durationLabel(ru, 90)).toBe('1 ч 30 мин');
    expect(durationLabel(ru, 1440)).toBe('24 ч');
    expect(durationLabel(ru, 0)).toBe('Без времени');
    const en = i18n.getFixedT('en');
    expect(durationLabel(en, 135)).toBe('2 h 15 min');
    expect(durationLabel(en, 45)).toBe('45 min');
    expect(durationLabel(en, 0)).toBe('No time');
  });
});
