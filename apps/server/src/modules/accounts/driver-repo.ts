import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import type { AccountTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type DriverRow = Selectable<AccountTables['driver']>;
/** The driver's columns of the account settings a driver turns on and off. */
export type SettingColumn = 'report_history_operation' | 'push_off' | 'check_parking_session_before' | 'check_parking_session' | 'notify_by_email';

export function driverRepo(db: Db) {
  return {
    findByEmail: (email: string) => db.selectFrom('driver').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

    findByPhone: (phone: string) =>
      db
        .selectFrom('driver')
        .innerJoin('driver_phone', 'driver_phone.driver_id', 'driver.id')
        .selectAll('driver')
        .where('driver_phone.phone', '=', phone)
        .executeTakeFirst(),

    findById: (id: number) => db.selectFrom('driver').selectAll().where('id', '=', id).executeTakeFirst(),

    phonesOf: (driverId: number) =>
      db.selectFrom('driver_phone').select(['phone', 'is_main']).where('driver_id', '=', driverId).orderBy('is_main', 'desc').orderBy('created_at').execute(),

    async emailTaken(email: string): Promise<boolean> {
      return (await db.selectFrom('driver').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()) !== undefined;
    },

    async phoneTaken(phone: string): Promise<boolean> {
      return (await db.selectFrom('driver_phone').select('phone').where('phone', '=', phone).executeTakeFirst()) !== undefined;
    },

    async create(driver: {
      email: string;
      phone: string;
      firstName: string;
      lastName: string;
      middleName: string;
      passwordHash: string | null;
      /** When the account was made, on the server's clock. */
      createdAt: Date;
    }): Promise<number> {
      const { id } = await db
        .insertInto('driver')
        .values({
          email: driver.email.toLowerCase(),
          first_name: driver.firstName,
          last_name: driver.lastName,
          middle_name: driver.middleName,
          password_hash: driver.passwordHash,
          yandex_id: null,
          created_at: driver.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('driver_phone').values({ phone: driver.phone, driver_id: id, is_main: true, created_at: driver.createdAt }).execute();
      return id;
    },

    setPassword: (id: number, passwordHash: string) => db.updateTable('driver').set({ password_hash: passwordHash }).where('id', '=', id).execute(),

    /** The names given; nothing is written when none is. */
    async setNames(id: number, names: { first_name?: string; last_name?: string; middle_name?: string }): Promise<void> {
      if (Object.keys(names).length > 0) await db.updateTable('driver').set(names).where('id', '=', id).execute();
    },

    /** One setting, and the language of the driver's notices with it (the one the change was made in). */
    setSetting: (id: number, column: SettingColumn, value: boolean, language: TLanguage) =>
      db
        .updateTable('driver')
        .set({ [column]: value, notice_language: language })
        .where('id', '=', id)
        .execute(),

    /** The driver's e-mail, with the driver's row locked until the transaction ends. */
    async lockedEmailOf(id: number): Promise<string | null> {
      const row = await db.selectFrom('driver').select('email').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      return row.email;
    },

    setEmail: (id: number, email: string) => db.updateTable('driver').set({ email }).where('id', '=', id).execute(),

    /** The driver's phones, locked until the transaction ends. */
    lockedPhonesOf: (driverId: number) => db.selectFrom('driver_phone').select(['phone', 'is_main']).where('driver_id', '=', driverId).forUpdate().execute(),

    /**
     * Gives the driver `phone` unless another driver's row has it: the phone's key decides, so of two
     * drivers confirming it at once only one row goes in. Whether this one did.
     */
    async addPhoneIfFree(phone: { phone: string; driverId: number; isMain: boolean; createdAt: Date }): Promise<boolean> {
      const given = await db
        .insertInto('driver_phone')
        .values({ phone: phone.phone, driver_id: phone.driverId, is_main: phone.isMain, created_at: phone.createdAt })
        .onConflict((oc) => oc.column('phone').doNothing())
        .returning('phone')
        .executeTakeFirst();
      return given !== undefined;
    },

    /** Deletes the driver's main phone and answers it; undefined when there was none. */
    async removeMainPhoneOf(driverId: number): Promise<string | undefined> {
      const old = await db.deleteFrom('driver_phone').where('driver_id', '=', driverId).where('is_main', '=', true).returning('phone').executeTakeFirst();
      return old?.phone;
    },

    removePhone: (driverId: number, phone: string) => db.deleteFrom('driver_phone').where('driver_id', '=', driverId).where('phone', '=', phone).execute(),

    /** `phone`, one of the driver's, becomes the main one in place of the main phone before. */
    async makeMainPhone(driverId: number, phone: string): Promise<void> {
      await db.updateTable('driver_phone').set({ is_main: false }).where('driver_id', '=', driverId).where('is_main', '=', true).execute();
      await db.updateTable('driver_phone').set({ is_main: true }).where('driver_id', '=', driverId).where('phone', '=', phone).execute();
    },
  };
}
export type DriverRepo = ReturnType<typeof driverRepo>;
