import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { remainingTime, remainingTimeText } from './remaining-time.ts';

// Perm's clock is UTC+5 all year round.
const PERM = 'Asia/Yekaterinburg';
const now = new Date('2026-07-06T10:00:00Z'); // 15:00 in Perm
const later = (minutes: number, seconds = 0) => new Date(now.getTime() + minutes * 60_000 + seconds * 1000);

describe('remainingTime', () => {
  it('says "now" under a minute before the end and after it', () => {
    expect(remainingTime(later(0, 59), now, PERM)).toEqual({ kind: 'now' });
    expect(remainingTime(now, now, PERM)).toEqual({ kind: 'now' });
    expect(remainingTime(later(-5), now, PERM)).toEqual({ kind: 'now' });
  });

  it('counts whole minutes up to and including 15', () => {
    expect(remainingTime(later(1), now, PERM)).toEqual({ kind: 'soon', minutes: 1 });
    expect(remainingTime(later(4, 10), now, PERM)).toEqual({ kind: 'soon', minutes: 5 });
    expect(remainingTime(later(15), now, PERM)).toEqual({ kind: 'soon', minutes: 15 });
  });

  it('tells the clock time after 15 minutes when the end is today in the city', () => {
    expect(remainingTime(later(15, 1), now, PERM)).toEqual({ kind: 'today', time: '15:15' });
    expect(remainingTime('2026-07-06T18:59:00Z', now, PERM)).toEqual({ kind: 'today', time: '23:59' });
  });

  it('adds the date when the end falls on another day of the city', () => {
    expect(remainingTime('2026-07-06T19:00:00Z', now, PERM)).toEqual({ kind: 'later', date: '07.07.2026', time: '00:00' });
    expect(remainingTime('2026-07-08T07:30:00Z', now, PERM)).toEqual({ kind: 'later', date: '08.07.2026', time: '12:30' });
  });

  it('reads "today" on the city clock, not in UTC', () => {
    // 23:00 UTC on the 5th is already 04:00 on the 6th in Perm, so 11:00 there is the same day; in New York it is still the 5th.
    const nightUtc = new Date('2026-07-05T23:00:00Z');
    expect(remainingTime('2026-07-06T06:00:00Z', nightUtc, PERM)).toEqual({ kind: 'today', time: '11:00' });
    expect(remainingTime('2026-07-06T06:00:00Z', nightUtc, 'America/New_York')).toEqual({ kind: 'later', date: '06.07.2026', time: '02:00' });
  });

  it('reads in both languages', () => {
    const ru = i18n.getFixedT('ru');
    const en = i18n.getFixedT('en');
    expect(remainingTimeText(ru, { kind: 'now' })).toBe('Заканчивается сейчас');
    expect(remainingTimeText(en, { kind: 'soon', minutes: 5 })).toBe('Ends in 5 min');
    expect(remainingTimeText(ru, { kind: 'today', time: '15:15' })).toBe('До 15:15');
    expect(remainingTimeText(en, { kind: 'later', date: '07.07.2026', time: '00:00' })).toBe('Until 07.07.2026 00:00');
  });
});
