import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type VehicleRow = Selectable<AccountTables['vehicle']>;
export type DocumentRow = Selectable<AccountTables['driver_document']>;

/** The driver's vehicles and documents. The `locked…` reads are for a transaction's handle: the lock lasts until it ends. */
export function vehicleRepo(db: Db) {
  // The driver's row stands for the whole list: while it is locked, no other change of the list runs.
  const lockDriver = (driverId: number) => db.selectFrom('driver').select('id').where('id', '=', driverId).forUpdate().execute();

  return {
    /** Primary first, then in the order they were added. */
    vehiclesOf: (driverId: number) => db.selectFrom('vehicle').selectAll().where('driver_id', '=', driverId).orderBy('is_main', 'desc').orderBy('id').execute(),

    /** The driver's vehicles in id order, with the driver's row locked so that the list stays as read. */
    async lockedVehiclesOf(driverId: number): Promise<VehicleRow[]> {
      await lockDriver(driverId);
      return db.selectFrom('vehicle').selectAll().where('driver_id', '=', driverId).orderBy('id').execute();
    },

    // Setting a new primary vehicle clears the previous one.
    clearMainVehicleOf: (driverId: number) =>
      db.updateTable('vehicle').set({ is_main: false }).where('driver_id', '=', driverId).where('is_main', '=', true).execute(),

    addVehicle: (vehicle: Insertable<AccountTables['vehicle']>) => db.insertInto('vehicle').values(vehicle).execute(),

    updateVehicle: (id: number, values: Updateable<AccountTables['vehicle']>) => db.updateTable('vehicle').set(values).where('id', '=', id).execute(),

    removeVehicle: (id: number) => db.deleteFrom('vehicle').where('id', '=', id).execute(),

    makeMainVehicle: (id: number) => db.updateTable('vehicle').set({ is_main: true }).where('id', '=', id).execute(),

    /** The driver's whole list becomes `vehicles` (none at all when empty). */
    async replaceVehiclesOf(driverId: number, vehicles: readonly Insertable<AccountTables['vehicle']>[]): Promise<void> {
      await db.deleteFrom('vehicle').where('driver_id', '=', driverId).execute();
      if (vehicles.length > 0) await db.insertInto('vehicle').values(vehicles).execute();
    },

    documentsOf: (driverId: number) => db.selectFrom('driver_document').selectAll().where('driver_id', '=', driverId).orderBy('id').execute(),

    /** The driver's documents, with the driver's row locked as for lockedVehiclesOf. */
    async lockedDocumentsOf(driverId: number) {
      await lockDriver(driverId);
      return db.selectFrom('driver_document').select(['id', 'type', 'number']).where('driver_id', '=', driverId).execute();
    },

    addDocument: (document: Insertable<AccountTables['driver_document']>) => db.insertInto('driver_document').values(document).execute(),

    updateDocument: (id: number, values: Updateable<AccountTables['driver_document']>) =>
      db.updateTable('driver_document').set(values).where('id', '=', id).execute(),

    /** Whether the driver had document `id` (now deleted); another driver's id deletes nothing. */
    async removeDocumentOf(driverId: number, id: number): Promise<boolean> {
      const removed = await db.deleteFrom('driver_document').where('driver_id', '=', driverId).where('id', '=', id).returning('id').executeTakeFirst();
      return removed !== undefined;
    },
  };
}
export type VehicleRepo = ReturnType<typeof vehicleRepo>;
