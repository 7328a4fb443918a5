import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type DriverRow = Selectable<AccountTables['driver']>;

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
      await db.insertInto('driver_phone').values({ phone: driver.phone, driver_id: id, is_main: true }).execute();
      return id;
    },

    setPassword: (id: number, passwordHash: string) => db.updateTable('driver').set({ password_hash: passwordHash }).where('id', '=', id).execute(),
  };
}
export type DriverRepo = ReturnType<typeof driverRepo>;
