import type { Expression, Kysely, SqlBool } from 'kysely';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';

/** A driver who asked for the monthly report of their history (`reportHistoryOperation`). */
export interface ReportRecipient {
  id: number;
  email: string;
  /** The language of their notices (their last settings change or push subscription). */
  language: TLanguage;
}

/**
 * Drivers with an e-mail who asked for the monthly report and registered before `createdBefore`,
 * in id order after `after`, less those `unless` holds for: the caller's condition on a driver's id
 * (the statements' own record of mails sent), kept in the one query so a page is never emptied by it.
 */
export async function reportRecipientsPage(
  db: Kysely<Database>,
  page: { createdBefore: Date; after: number; limit: number; unless: (driverId: Expression<number>) => Expression<SqlBool> },
): Promise<ReportRecipient[]> {
  const rows = await db
    .selectFrom('driver')
    .select(['id', 'email', 'notice_language'])
    .where('report_history_operation', '=', true)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .where('created_at', '<', page.createdBefore)
    .where('id', '>', page.after)
    .where((eb) => eb.not(page.unless(eb.ref('driver.id'))))
    .orderBy('id')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), email: row.email ?? '', language: row.notice_language }));
}
