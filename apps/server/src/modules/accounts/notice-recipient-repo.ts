import type { Kysely, Transaction } from 'kysely';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What the driver chose about session notices, and where e-mails go; undefined for an unknown driver. */
export function noticeSettingsOf(db: Db, driverId: number) {
  return db
    .selectFrom('driver')
    .select(['email', 'push_off', 'notify_by_email', 'notice_language', 'check_parking_session', 'check_parking_session_before'])
    .where('id', '=', driverId)
    .executeTakeFirst();
}

/** The driver's main phone, or undefined without one. */
export async function mainPhoneOf(db: Db, driverId: number): Promise<string | undefined> {
  const row = await db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driverId).where('is_main', '=', true).executeTakeFirst();
  return row?.phone;
}

/** Notices are written in the language the driver last used the app in. */
export async function setNoticeLanguage(db: Db, driverId: number, language: TLanguage): Promise<void> {
  await db.updateTable('driver').set({ notice_language: language }).where('id', '=', driverId).execute();
}
