import { formatPickerDate } from '@city-parking/contract/format/format-date';
import { subscriptionStartBounds, type TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';
import { addDays } from '@city-parking/contract/tariff/city-time';

/** What the start date field offers: a date fixed by the offer, or the dates between two bounds. */
export type StartChoice = { fixed: true; date: string } | { fixed: false; dates: string[] };

export interface StartSource {
  type: TSubscriptionType;
  /** A date the offer was built for (the constructor's); it is not chosen again. */
  startDate?: string;
  /** The offer's window (parkingPermitStartDate…parkingPermitEndDate), both included. */
  firstDate?: string;
  lastDate?: string;
}

/**
 * The start dates a subscription may be bought for on the city's `today`: yesterday alone for
 * prev_day; the offer's fixed date; otherwise every day of its window, or of the city's
 * (offset days from today to a month ahead) when the offer does not give one.
 */
export function startChoice(source: StartSource, today: string, offsetDays: number): StartChoice {
  if (source.type === 'prev_day') return { fixed: true, date: addDays(today, -1) };
  if (source.startDate) return { fixed: true, date: source.startDate };
  const bounds = subscriptionStartBounds(today, offsetDays);
  const first = source.firstDate ?? bounds.first;
  const last = source.lastDate ?? bounds.last;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return { fixed: false, dates };
}

/** The timestart the purchase sends: null for prev_day (the server always takes yesterday), else the date. */
export const timestartOf = (type: TSubscriptionType, date: string): string | null => (type === 'prev_day' ? null : date);

/** YYYY-MM-DD as the screen writes a date: DD/MM/YYYY. */
export const dateLabel = (date: string): string => formatPickerDate(`${date}T12:00:00Z`, 'UTC');
