import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';

/** A calendar month on a city's clock. */
export interface MonthPeriod {
  /** YYYY-MM */
  month: string;
  /** Its first and last day, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
  /** Instants: from the city's midnight of the first day, inclusive, to that of the next month's, exclusive. */
  from: Date;
  to: Date;
}

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** A month (YYYY-MM) as days and instants on the city's clock, whatever the server's time zone. */
export function monthPeriod(month: string, timeZone: string): MonthPeriod {
  const firstDay = `${month}-01`;
  const nextFirstDay = `${nextMonth(month)}-01`;
  return {
    month,
    firstDay,
    lastDay: addDays(nextFirstDay, -1),
    from: instantOf(firstDay, 0, timeZone),
    to: instantOf(nextFirstDay, 0, timeZone),
  };
}

/** The month the city's clock shows at `now`, YYYY-MM. */
export const monthAt = (now: Date, timeZone: string): string => wallClockAt(now, timeZone).date.slice(0, 7);

/** The month before the one the city's clock shows at `now`: the one whose mails are due. */
export function previousMonthAt(now: Date, timeZone: string): string {
  const first = `${monthAt(now, timeZone)}-01`;
  return addDays(first, -1).slice(0, 7);
}
