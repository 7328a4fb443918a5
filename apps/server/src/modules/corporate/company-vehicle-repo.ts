import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CompanyVehicleRow } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a vehicle row says besides its company: plate (upper-cased), VIN, on or off, the main mark. */
export interface CompanyVehicleValues {
  plate: string;
  vin: string;
  active: boolean;
  main: boolean;
}

/** Queries of the companies' vehicles (company_vehicle); every one is of one company. */
export function companyVehicleRepo(db: Db) {
  return {
    /** The company's vehicles, oldest first. */
    listOf: (companyId: number): Promise<CompanyVehicleRow[]> =>
      db.selectFrom('company_vehicle').selectAll().where('company_id', '=', companyId).orderBy('id').execute(),

    async idsOf(companyId: number): Promise<number[]> {
      return (await db.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).execute()).map((row) => Number(row.id));
    },

    byPlate: (companyId: number, plate: string) =>
      db.selectFrom('company_vehicle').selectAll().where('company_id', '=', companyId).where('plate', '=', plate).executeTakeFirst(),

    async hasPlate(companyId: number, plate: string): Promise<boolean> {
      return !!(await db.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).where('plate', '=', plate).executeTakeFirst());
    },

    /** Whether another of the company's vehicles than `exceptId` carries `vin`. */
    async hasVin(companyId: number, vin: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).where('vin', '=', vin);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return !!(await query.executeTakeFirst());
    },

    async hasMain(companyId: number): Promise<boolean> {
      return !!(await db.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).where('main', '=', true).executeTakeFirst());
    },

    /**
     * The company's vehicles by plate, each with whether it can be paid for: the vehicle on and its
     * tracking device (found by VIN), if it has one, on.
     */
    async payablePlates(companyId: number): Promise<Map<string, boolean>> {
      const rows = await db
        .selectFrom('company_vehicle')
        .leftJoin('tracking_device', (join) =>
          join
            .onRef('tracking_device.company_id', '=', 'company_vehicle.company_id')
            .onRef('tracking_device.vin', '=', 'company_vehicle.vin')
            .on('company_vehicle.vin', '<>', ''),
        )
        .select(['company_vehicle.plate', 'company_vehicle.active', 'tracking_device.active as device_active'])
        .where('company_vehicle.company_id', '=', companyId)
        .orderBy('company_vehicle.id')
        .execute();
      return new Map(rows.map((row) => [row.plate, row.active && row.device_active !== false]));
    },

    /** The new vehicle's id; `active` left out is on. */
    async add(companyId: number, values: Omit<CompanyVehicleValues, 'active'> & { active?: boolean }, at: Date): Promise<number> {
      const row = await db
        .insertInto('company_vehicle')
        .values({ company_id: companyId, ...values, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Writes what `values` gives to the company's vehicle `id`. */
    async update(companyId: number, id: number, values: Partial<CompanyVehicleValues>): Promise<void> {
      await db.updateTable('company_vehicle').set(values).where('id', '=', id).where('company_id', '=', companyId).execute();
    },

    /**
     * Frees the plates, VINs and main marks of the company's vehicles `ids` (each plate becomes
     * `#<id>`, which no real plate is), so that the vehicles can swap them in the writes that follow.
     */
    async release(companyId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('company_vehicle')
        .set({ plate: sql<string>`'#' || id::text`, vin: '', main: false })
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
    },

    async clearMain(companyId: number): Promise<void> {
      await db.updateTable('company_vehicle').set({ main: false }).where('company_id', '=', companyId).where('main', '=', true).execute();
    },

    /** How many of the company's vehicles `ids` were removed. */
    async remove(companyId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await db.deleteFrom('company_vehicle').where('company_id', '=', companyId).where('id', 'in', ids).executeTakeFirst();
      return Number(removed.numDeletedRows);
    },

    /** How many of the company's vehicles of `plate` were removed. */
    async removeByPlate(companyId: number, plate: string): Promise<number> {
      const removed = await db.deleteFrom('company_vehicle').where('company_id', '=', companyId).where('plate', '=', plate).executeTakeFirst();
      return Number(removed.numDeletedRows);
    },
  };
}
export type CompanyVehicleRepo = ReturnType<typeof companyVehicleRepo>;
