import type { Kysely, Selectable, Transaction } from 'kysely';
import { checkVehiclePlate, normalisePlateFor, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
import { checkVehicleSts, normaliseStsNumber } from '@city-parking/contract/vehicle/sts';
import { checkDocument, normaliseDocumentNumber, type TDocumentType } from '@city-parking/contract/profile/documents';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AccountTables } from './tables.ts';

export type VehicleRow = Selectable<AccountTables['vehicle']>;
export type DocumentRow = Selectable<AccountTables['driver_document']>;
type Trx = Transaction<Database>;

export interface VehicleFields {
  grz: string;
  format: TPlateFormat;
  category: string;
  mainTs: boolean;
  sts: string;
  name: string;
}

/** Every plate, category and STS rule of the contract, against the driver's other vehicles; the first failure is the answer. */
function checked(input: VehicleFields, others: readonly VehicleRow[], editedId?: number) {
  const refs = others.map((v) => ({ id: v.id, number: v.number, region: v.region, format: v.format }));
  const plate = checkVehiclePlate({ plate: input.grz, format: input.format, category: input.category }, { vehicles: refs, editedId });
  if (!plate.ok) {
    const field = plate.issue === 'categoryRequired' || plate.issue === 'categoryMismatch' ? 'category' : 'grz';
    throw new AppError('ValidationError', { [field]: plate.issue });
  }
  const stsIssue = checkVehicleSts(
    input.sts,
    others.map((v) => ({ id: v.id, sts: v.sts_number })),
    editedId,
  );
  if (stsIssue) throw new AppError('ValidationError', { sts: stsIssue });
  return {
    plate: plate.value.plate,
    number: plate.value.number,
    region: plate.value.region,
    format: plate.value.format,
    category: input.category as VehicleRow['category'],
    sts_number: normaliseStsNumber(input.sts),
    name: input.name.trim(),
  };
}

/** The driver's vehicles and documents. Each change locks the driver's row so that rules see a settled list. */
export function vehicleService(db: Kysely<Database>) {
  const lockedVehicles = async (trx: Trx, driverId: number) => {
    await trx.selectFrom('driver').select('id').where('id', '=', driverId).forUpdate().execute();
    return trx.selectFrom('vehicle').selectAll().where('driver_id', '=', driverId).orderBy('id').execute();
  };
  // Setting a new primary vehicle clears the previous one.
  const clearMain = (trx: Trx, driverId: number) =>
    trx.updateTable('vehicle').set({ is_main: false }).where('driver_id', '=', driverId).where('is_main', '=', true).execute();
  const findByPlate = (vehicles: readonly VehicleRow[], grz: string) =>
    vehicles.find((v) => v.plate === normalisePlateFor(grz, v.format) || v.plate === normalisePlateFor(grz, 'rus'));

  return {
    async list(driverId: number): Promise<VehicleRow[]> {
      return db.selectFrom('vehicle').selectAll().where('driver_id', '=', driverId).orderBy('is_main', 'desc').orderBy('id').execute();
    },

    async add(driverId: number, input: VehicleFields): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const vehicles = await lockedVehicles(trx, driverId);
        const values = checked(input, vehicles);
        // The first vehicle is the primary one whatever was asked.
        const isMain = input.mainTs || vehicles.length === 0;
        if (isMain) await clearMain(trx, driverId);
        await trx
          .insertInto('vehicle')
          .values({ ...values, driver_id: driverId, is_main: isMain })
          .execute();
      });
    },

    async edit(driverId: number, oldGrz: string, input: VehicleFields): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const vehicles = await lockedVehicles(trx, driverId);
        const vehicle = findByPlate(vehicles, oldGrz);
        if (!vehicle) throw new AppError('NotFound');
        const values = checked({ ...input, grz: input.grz || vehicle.plate }, vehicles, vehicle.id);
        if (input.mainTs && !vehicle.is_main) await clearMain(trx, driverId);
        await trx
          .updateTable('vehicle')
          .set({ ...values, is_main: input.mainTs || vehicle.is_main })
          .where('id', '=', vehicle.id)
          .execute();
      });
    },

    async remove(driverId: number, grz: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const vehicles = await lockedVehicles(trx, driverId);
        const vehicle = findByPlate(vehicles, grz);
        if (!vehicle) throw new AppError('NotFound');
        await trx.deleteFrom('vehicle').where('id', '=', vehicle.id).execute();
        // Someone has to be primary while any vehicle is left.
        const next = vehicles.find((v) => v.id !== vehicle.id);
        if (vehicle.is_main && next) await trx.updateTable('vehicle').set({ is_main: true }).where('id', '=', next.id).execute();
      });
    },

    /** change-cars: the whole list replaced at once, every rule checked against the new list itself. */
    async replaceAll(driverId: number, inputs: readonly VehicleFields[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockedVehicles(trx, driverId);
        const accepted: VehicleRow[] = [];
        inputs.forEach((input, index) => {
          const values = checked(input, accepted);
          accepted.push({ ...values, id: -1 - index, driver_id: driverId, is_main: false, created_at: new Date() });
        });
        const mainIndex = Math.max(
          0,
          inputs.findIndex((input) => input.mainTs),
        );
        await trx.deleteFrom('vehicle').where('driver_id', '=', driverId).execute();
        if (accepted.length > 0) {
          await trx
            .insertInto('vehicle')
            .values(accepted.map(({ id: _id, created_at: _at, ...row }, index) => ({ ...row, is_main: index === mainIndex })))
            .execute();
        }
      });
    },

    async listDocuments(driverId: number): Promise<DocumentRow[]> {
      return db.selectFrom('driver_document').selectAll().where('driver_id', '=', driverId).orderBy('id').execute();
    },

    async saveDocument(driverId: number, input: { id?: number; type: string; number: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('driver').select('id').where('id', '=', driverId).forUpdate().execute();
        const documents = await trx.selectFrom('driver_document').select(['id', 'type', 'number']).where('driver_id', '=', driverId).execute();
        if (input.id !== undefined && !documents.some((d) => d.id === input.id)) throw new AppError('NotFound');
        const issue = checkDocument(input, documents, input.id);
        if (issue) throw new AppError('ValidationError', { [issue === 'typeRequired' ? 'type' : 'number']: issue });
        const values = { type: input.type as TDocumentType, number: normaliseDocumentNumber(input.number) };
        if (input.id === undefined)
          await trx
            .insertInto('driver_document')
            .values({ ...values, driver_id: driverId })
            .execute();
        else await trx.updateTable('driver_document').set(values).where('id', '=', input.id).execute();
      });
    },

    async removeDocument(driverId: number, id: number): Promise<void> {
      const removed = await db.deleteFrom('driver_document').where('driver_id', '=', driverId).where('id', '=', id).returning('id').executeTakeFirst();
      if (!removed) throw new AppError('NotFound');
    },
  };
}
export type VehicleService = ReturnType<typeof vehicleService>;
