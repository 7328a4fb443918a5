import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The city's production calendar: the days that are holidays or working days against the week's rule. */
export function calendarDays(db: Kysely<Database>) {
  return db.selectFrom('calendar_day').select(['day', 'kind']).execute();
}
