/** The calendar and clock fields of an instant in a time zone, as two-digit strings (year four). */
export interface TClockParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** What a clock on the wall in `timeZone` shows at `instant` (24-hour, seconds dropped). */
export function clockPartsAt(instant: Date, timeZone: string): TClockParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}
