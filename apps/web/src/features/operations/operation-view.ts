import { DEBIT_OPERATION_TYPES, type TOperation, type TOperationType } from '@city-parking/contract/operations/operation';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';

/** Which way an amount went: taken from the driver (payment, renew…), brought (refill, cancel, bonus), or nothing. */
export type AmountTone = 'debit' | 'credit' | 'neutral';

/** Payments and renewals are negative, top-ups, refunds of a cancel and bonuses positive, a zero neutral. */
export function amountTone(type: TOperationType, sum: number): AmountTone {
  if (Math.round(sum * 100) === 0) return 'neutral';
  return DEBIT_OPERATION_TYPES.includes(type) ? 'debit' : 'credit';
}

/** The sign written before an amount: a true minus (U+2212) or a plus, none for zero. */
export const AMOUNT_SIGN: Record<AmountTone, string> = { debit: '\u2212', credit: '+', neutral: '' };

/** An interval longer than this shows its end's date when it crosses midnight. */
export const END_DATE_AFTER_MS = 5 * 60 * 60 * 1000;

/**
 * A paid period on the city's clock: its start with the date, its end as a time alone unless it
 * falls on another day and the period is longer than five hours (a night's parking reads
 * "12.05.2026 23:00–01:00", a day-long one "12.05.2026 09:00 – 13.05.2026 09:00").
 */
export function intervalParts(startsOf: string, endOf: string, timeZone: string): { start: string; end: string; endWithDate: boolean } {
  const start = new Date(startsOf);
  const end = new Date(endOf);
  const otherDay = wallClockAt(start, timeZone).date !== wallClockAt(end, timeZone).date;
  const endWithDate = otherDay && end.getTime() - start.getTime() > END_DATE_AFTER_MS;
  return {
    start: formatDateTime(start, 'DD.MM.YYYY HH:mm', timeZone),
    end: formatDateTime(end, endWithDate ? 'DD.MM.YYYY HH:mm' : 'HH:mm', timeZone),
    endWithDate,
  };
}

export function intervalText(startsOf: string, endOf: string, timeZone: string): string {
  const { start, end, endWithDate } = intervalParts(startsOf, endOf, timeZone);
  return endWithDate ? `${start} – ${end}` : `${start}–${end}`;
}

/** A month on the city's clock: YYYY-MM. */
export type MonthKey = string;

export interface MonthSpending {
  month: MonthKey;
  /** Kopecks. */
  kopecks: number;
}

/**
 * Kopecks an operation adds to the spending: what a completed payment, renewal, subscription or
 * barrier ticket took, less what a completed refund (a cancel's unused time, a pass's unused days)
 * gave back; top-ups, bonuses and operations not completed count nothing.
 */
export function spentKopecks(operation: Pick<TOperation, 'type' | 'status' | 'sum'>): number {
  if (operation.status !== 'done') return 0;
  const kopecks = Math.round(operation.sum * 100);
  if (amountTone(operation.type, operation.sum) === 'debit') return kopecks;
  return operation.type === 'cancel' ? -kopecks : 0;
}

/**
 * What was spent in each month of the operations given, on the city's clock: the net of
 * spentKopecks (a refund counts in the month it was made), whole kopecks, oldest month first,
 * months without spending in between included so the chart's axis has no gaps.
 */
export function spendingByMonth(operations: readonly TOperation[], timeZone: string): MonthSpending[] {
  const sums = new Map<MonthKey, number>();
  for (const operation of operations) {
    const kopecks = spentKopecks(operation);
    if (kopecks === 0) continue;
    const month = wallClockAt(new Date(operation.dateOperation), timeZone).date.slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + kopecks);
  }
  const months = [...sums.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const result: MonthSpending[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) result.push({ month, kopecks: sums.get(month) ?? 0 });
  return result;
}

function nextMonth(month: MonthKey): MonthKey {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
