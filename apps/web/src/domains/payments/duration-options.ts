import type { TFunction } from 'i18next';
import { DEFAULT_INTERVALS } from '@city-parking/contract/site/settings';
import { useSiteOptions } from '../site/api/get-site-options.ts';
import { paymentsTexts } from './texts.ts';

export interface Intervals {
  min: number;
  max: number;
  step: number;
}

/** A settings mistake (step 1 over a year) must not offer thousands of values. */
const MAX_OPTIONS = 500;

/** The durations most drivers want, offered as one-tap choices where the city's intervals allow them. */
export const QUICK_MINUTES = [15, 30, 60, 120] as const;

/** The minutes a driver may choose: min, min + step, … up to max, with max itself always offered. */
export function durationMinutes({ min, max, step }: Intervals = DEFAULT_INTERVALS): number[] {
  const minutes: number[] = [];
  for (let value = min; value <= max && minutes.length < MAX_OPTIONS; value += step) minutes.push(value);
  if (min <= max && minutes.at(-1) !== max) minutes.push(max);
  return minutes;
}

/** The quick choices among the allowed minutes (a city with a 20-minute step has neither 15 nor 30). */
export const quickMinutes = (allowed: readonly number[]): number[] => QUICK_MINUTES.filter((minutes) => allowed.includes(minutes));

/**
 * Minutes as a duration, never like a clock: "1 ч 30 мин" / "1 h 30 min", "24 ч"; 0 reads the
 * no-time text. Abbreviations need no plural forms, which the two languages count differently.
 */
export function durationLabel(t: TFunction, minutes: number): string {
  if (minutes <= 0) return t('payment.noTime', { ns: paymentsTexts });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const key = h === 0 ? 'payment.duration.m' : m === 0 ? 'payment.duration.h' : 'payment.duration.hm';
  return t(key, { ns: paymentsTexts, h, m });
}

/** The minutes the current city allows, with the spec's defaults until the settings arrive. */
export function useDurationMinutes(): number[] {
  const intervals = useSiteOptions().data?.settings.intervals ?? DEFAULT_INTERVALS;
  return durationMinutes(intervals);
}
