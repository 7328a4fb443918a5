import { useTranslation } from 'react-i18next';
import { formatDuration } from '@city-parking/contract/format/format-duration';
import { DEFAULT_INTERVALS } from '@city-parking/contract/site/settings';
import { useSiteOptions } from '../site/api/get-site-options.ts';
import { paymentsTexts } from './texts.ts';

export interface Intervals {
  min: number;
  max: number;
  step: number;
}

/** A settings mistake (step 1 over a year) must not render thousands of options. */
const MAX_OPTIONS = 500;

/** The minutes a driver may choose: min, min + step, … up to max, with max itself always offered. */
export function durationMinutes({ min, max, step }: Intervals = DEFAULT_INTERVALS): number[] {
  const minutes: number[] = [];
  for (let value = min; value <= max && minutes.length < MAX_OPTIONS; value += step) minutes.push(value);
  if (min <= max && minutes.at(-1) !== max) minutes.push(max);
  return minutes;
}

/** Minutes as HH:mm (1440 reads 24:00); 0 reads the no-time text. */
export function durationLabel(minutes: number, noTimeText: string): string {
  return minutes > 0 ? formatDuration(minutes) : noTimeText;
}

/** Select options (value: minutes as text) from the city's intervals setting. */
export function durationOptions(intervals: Intervals, noTimeText: string): { value: string; label: string }[] {
  return durationMinutes(intervals).map((minutes) => ({ value: String(minutes), label: durationLabel(minutes, noTimeText) }));
}

/** The duration options of the current city, with the spec's defaults until the settings arrive. */
export function useDurationOptions(): { value: string; label: string }[] {
  const { t } = useTranslation(paymentsTexts);
  const intervals = useSiteOptions().data?.settings.intervals ?? DEFAULT_INTERVALS;
  return durationOptions(intervals, t('payment.noTime'));
}
