import type { Kysely } from 'kysely';
import { checkVehiclePlate, normalisePlateFor, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
import { checkVehicleSts, normaliseStsNumber } from '@city-parking/contract/vehicle/sts';
import { checkDocument, normaliseDocumentNumber, type TDocumentType } from '@city-parking/contract/profile/documents';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { vehicleRepo, type DocumentRow, type VehicleRow } from './vehicle-repo.ts';

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

/**
 * The driver's vehicles and documents. Each change locks the driver's row so that rules see a settled
 * list; rows are dated by `now`, the server's clock.
 */
export function vehicleService(db: Kysely<Database>, now: () => Date) {
  const vehiclesRepo = vehicleRepo(db);
  const findByPlate = (vehicles: readonly VehicleRow[], grz: string) =>
    vehicles.find((v) => v.plate === normalisePlateFor(grz, v.format) || v.plate === normalisePlateFor(grz, 'rus'));

  return {
    async list(driverId: number): Promise<VehicleRow[]> {
      return vehiclesRepo.vehiclesOf(driverId);
    },

    async add(driverId: number, input: VehicleFields): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = vehicleRepo(trx);
        const vehicles = await repo.lockedVehiclesOf(driverId);
        const values = checked(input, vehicles);
        // The first vehicle is the primary one whatever was asked.
        const isMain = input.mainTs || vehicles.length === 0;
        if (isMain) await repo.clearMainVehicleOf(driverId);
        await repo.addVehicle({ ...values, driver_id: driverId, is_main: isMain, created_at: now() });
      });
    },

    async edit(driverId: number, oldGrz: string, input: VehicleFields): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = vehicleRepo(trx);
        const vehicles = await repo.lockedVehiclesOf(driverId);
        const vehicle = findByPlate(vehicles, oldGrz);
        if (!vehicle) throw new AppError('NotFound');
        const values = checked({ ...input, grz: input.grz || vehicle.plate }, vehicles, vehicle.id);
        if (input.mainTs && !vehicle.is_main) await repo.clearMainVehicleOf(driverId);
        await repo.updateVehicle(vehicle.id, { ...values, is_main: input.mainTs || vehicle.is_main });
      });
    },

    async remove(driverId: number, grz: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = vehicleRepo(trx);
        const vehicles = await repo.lockedVehiclesOf(driverId);
        const vehicle = findByPlate(vehicles, grz);
        if (!vehicle) throw new AppError('NotFound');
        await repo.removeVehicle(vehicle.id);
        // Someone has to be primary while any vehicle is left.
        const next = vehicles.find((v) => v.id !== vehicle.id);
        if (vehicle.is_main && next) await repo.makeMainVehicle(next.id);
      });
    },

    /** change-cars: the whole list replaced at once, every rule checked against the new list itself. */
    async replaceAll(driverId: number, inputs: readonly VehicleFields[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = vehicleRepo(trx);
        await repo.lockedVehiclesOf(driverId);
        const at = now();
        const accepted: VehicleRow[] = [];
        inputs.forEach((input, index) => {
          const values = checked(input, accepted);
          accepted.push({ ...values, id: -1 - index, driver_id: driverId, is_main: false, created_at: at });
        });
        const mainIndex = Math.max(
          0,
          inputs.findIndex((input) => input.mainTs),
        );
        await repo.replaceVehiclesOf(
          driverId,
          accepted.map(({ id: _id, ...row }, index) => ({ ...row, is_main: index === mainIndex })),
        );
      });
    },

    async listDocuments(driverId: number): Promise<DocumentRow[]> {
      return vehiclesRepo.documentsOf(driverId);
    },

    async saveDocument(driverId: number, input: { id?: number; type: string; number: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = vehicleRepo(trx);
        const documents = await repo.lockedDocumentsOf(driverId);
        if (input.id !== undefined && !documents.some((d) => d.id === input.id)) throw new AppError('NotFound');
        const issue = checkDocument(input, documents, input.id);
        if (issue) throw new AppError('ValidationError', { [issue === 'typeRequired' ? 'type' : 'number']: issue });
        const values = { type: input.type as TDocumentType, number: normaliseDocumentNumber(input.number) };
        if (input.id === undefined) await repo.addDocument({ ...values, driver_id: driverId, created_at: now() });
        else await repo.updateDocument(input.id, values);
      });
    },

    async removeDocument(driverId: number, id: number): Promise<void> {
      if (!(await vehiclesRepo.removeDocumentOf(driverId, id))) throw new AppError('NotFound');
    },
  };
}
export type VehicleService = ReturnType<typeof vehicleService>;
