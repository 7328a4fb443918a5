import { describe, expect, it } from 'vitest';
import type { TBenefit } from '@city-parking/contract/subscriptions/subscriptions';
import { formatAmount } from '@city-parking/contract/format/format-money';
import { benefitActions, benefitDate, isPaused, vehicleOf, wholeRoubles, zoneList } from './benefit-view.ts';

const flags = (canPause: boolean, canContinue: boolean, canRefund: boolean, canChangeTs: boolean) =>
  ({ canPause, canContinue, canRefund, canChangeTs }) as TBenefit;

describe('benefitActions', () => {
  it('offers nothing without the constructor setting', () => {
    expect(benefitActions(flags(true, false, true, true), false)).toEqual([]);
  });

  it.each([
    [flags(true, false, true, true), ['pause', 'changeVehicle', 'refund']],
    [flags(false, true, false, false), ['continue']],
    [flags(false, false, true, false), ['refund']],
    [flags(false, false, false, true), ['changeVehicle']],
    [flags(false, false, false, false), []],
  ])('offers what the flags allow: %j', (benefit, actions) => {
    expect(benefitActions(benefit, true)).toEqual(actions);
  });
});

describe('isPaused', () => {
  it('reads the server’s word, and without it a pause that may be continued', () => {
    expect(isPaused({ ...flags(false, true, false, false), paused: true })).toBe(true);
    expect(isPaused({ ...flags(false, true, false, false), paused: false })).toBe(false);
    expect(isPaused(flags(false, true, false, false))).toBe(true);
    expect(isPaused(flags(true, false, true, true))).toBe(false);
  });
});

const ru = (kopecks: number) => formatAmount(kopecks, 'ru');
const en = (kopecks: number) => formatAmount(kopecks, 'en');

describe('benefit formatting', () => {
  it('writes # as every zone or any vehicle, and lists zones', () => {
    expect(zoneList('#')).toBeNull();
    expect(zoneList(['101', '102'])).toBe('101, 102');
    expect(vehicleOf('#')).toBeNull();
    expect(vehicleOf('А123ВС159')).toBe('А123ВС159');
  });

  it('writes dates DD/MM/YY HH:mm on the city\u2019s clock', () => {
    // Midnight in Perm (UTC+5) is 19:00 UTC the day before.
    expect(benefitDate('2026-11-25T19:00:00.000Z', 'Asia/Yekaterinburg')).toBe('26/11/26 00:00');
    expect(benefitDate('2026-11-25T19:00:00.000Z', 'Europe/Moscow')).toBe('25/11/26 22:00');
  });

  it('rounds the advice to whole roubles grouped by thousands', () => {
    expect(wholeRoubles(124_000, ru)).toBe('1\u00a0240\u00a0₽');
    expect(wholeRoubles(124_049, ru)).toBe('1\u00a0240\u00a0₽');
    expect(wholeRoubles(99_950, en)).toBe('1\u00a0000\u00a0₽');
  });
});
