import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TrackingDeviceRow } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Queries of the companies' tracking devices; every one is of one company. */
export function trackingDeviceRepo(db: Db) {
  return {
    /** The company's devices, oldest first. */
    listOf: (companyId: number): Promise<TrackingDeviceRow[]> =>
      db.selectFrom('tracking_device').selectAll().where('company_id', '=', companyId).orderBy('id').execute(),

    async has(companyId: number, id: number): Promise<boolean> {
      return !!(await db.selectFrom('tracking_device').select('id').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst());
    },

    /** Whether another of the company's devices than `exceptId` has `imei` or (when given) is on `vin`. */
    async carries(companyId: number, vin: string, imei: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('tracking_device')
        .select('id')
        .where('company_id', '=', companyId)
        .where((eb) => eb.or([eb('imei', '=', imei), ...(vin ? [eb('vin', '=', vin)] : [])]));
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return !!(await query.executeTakeFirst());
    },

    async add(companyId: number, vin: string, imei: string, at: Date): Promise<number> {
      const row = await db.insertInto('tracking_device').values({ company_id: companyId, vin, imei, created_at: at }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(companyId: number, id: number, values: { imei: string; vin: string }): Promise<void> {
      await db.updateTable('tracking_device').set(values).where('id', '=', id).where('company_id', '=', companyId).execute();
    },

    /** Switches the company's device of `imei` (or, when it is empty, of `vin`); how many were switched. */
    async setActive(companyId: number, { imei, vin }: { imei: string; vin: string }, active: boolean): Promise<number> {
      let query = db.updateTable('tracking_device').set({ active }).where('company_id', '=', companyId);
      query = imei ? query.where('imei', '=', imei) : query.where('vin', '=', vin);
      return Number((await query.executeTakeFirst()).numUpdatedRows);
    },

    /** How many of the company's devices of `id` were removed. */
    async remove(companyId: number, id: number): Promise<number> {
      const removed = await db.deleteFrom('tracking_device').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
      return Number(removed.numDeletedRows);
    },
  };
}
export type TrackingDeviceRepo = ReturnType<typeof trackingDeviceRepo>;
