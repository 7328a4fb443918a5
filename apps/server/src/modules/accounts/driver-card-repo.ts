import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A driver's account as the desk's card shows it: the profile without its password hash or Yandex
 * id (only whether one is linked), the phones, vehicles and documents.
 */
export function driverCardRepo(db: Db) {
  return {
    profile: (driverId: number) =>
      db
        .selectFrom('driver')
        .select(['id', 'first_name', 'last_name', 'middle_name', 'email', 'created_at', 'notice_language', 'notify_by_email'])
        .select((eb) => eb('yandex_id', 'is not', null).as('yandex_linked'))
        .where('id', '=', driverId)
        .executeTakeFirst(),

    phones: (driverId: number, limit: number) =>
      db
        .selectFrom('driver_phone')
        .select(['phone', 'is_main'])
        .where('driver_id', '=', driverId)
        .orderBy('is_main', 'desc')
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),

    vehicles: (driverId: number, limit: number) =>
      db
        .selectFrom('vehicle')
        .select(['id', 'plate', 'name', 'format', 'category', 'sts_number', 'is_main'])
        .where('driver_id', '=', driverId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    documents: (driverId: number, limit: number) =>
      db
        .selectFrom('driver_document')
        .select(['id', 'type', 'number'])
        .where('driver_id', '=', driverId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
