import type { TDayCode } from '../parking/map-info.ts';
import { isoWeekday } from './city-time.ts';
import { TariffError } from './tariff-error.ts';

/** Days that differ from their weekday: public holidays and Saturdays or Sundays made working days. */
export type TCalendarDays = ReadonlyMap<string, 'holiday' | 'workday'>;

/**
 * The production calendar of a city. A year is defined when the calendar holds at least one of its
 * days (every real year has its New Year holidays); ordinary days follow their weekday.
 */
export function productionCalendar(days: Iterable<{ day: string; kind: 'holiday' | 'workday' }>) {
  const map = new Map<string, 'holiday' | 'workday'>();
  for (const { day, kind } of days) map.set(day, kind);
  const years = new Set([...map.keys()].map((day) => day.slice(0, 4)));
  return {
    days: map as TCalendarDays,
    /** The price type of a date: holiday, saturday (ISO day 6), sunday (7), otherwise default. */
    dayType(date: string): TDayCode {
      if (map.size === 0) throw new TariffError('CalendarIsEmpty');
      if (!years.has(date.slice(0, 4))) throw new TariffError('TypeOfDayIsNotDefined');
      const kind = map.get(date);
      if (kind === 'holiday') return 'holiday';
      if (kind === 'workday') return 'default';
      const weekday = isoWeekday(date);
      return weekday === 6 ? 'saturday' : weekday === 7 ? 'sunday' : 'default';
    },
  };
}
export type TProductionCalendar = ReturnType<typeof productionCalendar>;
