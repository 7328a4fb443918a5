import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { underCompanyLock } from './company-lock.ts';

/** A vehicle of the whole-list call: `id` names one of the company's, none a new one. */
export interface CorpCarInput {
  id?: number | undefined;
  numberTs: string;
  vin: string;
  active: boolean;
  main: boolean;
}

/** What the add call adds: a vehicle (number, VIN), a device (IMEI on a VIN), or both. Fields are normalised. */
export interface CorpTsInput {
  number: string;
  VINNumber: string;
  imei: string;
}

type Trx = Transaction<Database>;

/** A company's vehicles and tracking devices. */
export function corpFleetService(db: Kysely<Database>) {
  async function plateTaken(trx: Trx, companyId: number, plate: string) {
    return !!(await trx.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).where('plate', '=', plate).executeTakeFirst());
  }

  /**
   * An IMEI names one device of the company, and a VIN carries one device of it. Only the company's
   * own devices are looked at: another company's IMEI is no clash, so a refusal never tells one
   * company what another tracks (migration 0043). `except` is the device being edited.
   */
  async function deviceClash(trx: Trx, companyId: number, vin: string, imei: string, except: number | null = null) {
    let query = trx
      .selectFrom('tracking_device')
      .select('id')
      .where('company_id', '=', companyId)
      .where((eb) => eb.or([eb('imei', '=', imei), ...(vin ? [eb('vin', '=', vin)] : [])]));
    if (except !== null) query = query.where('id', '!=', except);
    return !!(await query.executeTakeFirst());
  }

  async function addDevice(trx: Trx, companyId: number, vin: string, imei: string) {
    if (await deviceClash(trx, companyId, vin, imei)) throw new AppError('TrackingDeviceExists');
    const row = await trx.insertInto('tracking_device').values({ company_id: companyId, vin, imei }).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  return {
    /** Adds a vehicle, a device, or both at once; answers the ids of what it added. */
    async add(companyId: number, input: CorpTsInput): Promise<{ vehicleId: number | null; deviceId: number | null }> {
      if (!input.number && !input.imei) throw new AppError('VehicleOrDeviceRequired');
      const clash = input.number ? 'CompanyVehicleExists' : 'TrackingDeviceExists';
      return underCompanyLock(db, companyId, clash, async (trx) => {
        let vehicleId: number | null = null;
        if (input.number) {
          if (await plateTaken(trx, companyId, input.number)) throw new AppError('CompanyVehicleExists');
          if (input.VINNumber) {
            const sameVin = await trx
              .selectFrom('company_vehicle')
              .select('id')
              .where('company_id', '=', companyId)
              .where('vin', '=', input.VINNumber)
              .executeTakeFirst();
            if (sameVin) throw new AppError('DeviceInUse');
          }
          const hasMain = await trx.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).where('main', '=', true).executeTakeFirst();
          const row = await trx
            .insertInto('company_vehicle')
            .values({ company_id: companyId, plate: input.number, vin: input.VINNumber, main: !hasMain })
            .returning('id')
            .executeTakeFirstOrThrow();
          vehicleId = Number(row.id);
        }
        const deviceId = input.imei ? await addDevice(trx, companyId, input.VINNumber, input.imei) : null;
        return { vehicleId, deviceId };
      });
    },

    /** Removes the company's vehicle (or device) of this id; another company's answers as none. */
    async remove(companyId: number, kind: 'vehicle' | 'device', id: number): Promise<void> {
      const table = kind === 'vehicle' ? 'company_vehicle' : 'tracking_device';
      const removed = await db.deleteFrom(table).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new AppError(kind === 'vehicle' ? 'CompanyVehicleNotFound' : 'TrackingDeviceNotFound');
    },

    /**
     * The company's whole list of vehicles at once, as a driver's change-cars is: edits, flags and
     * the main vehicle; vehicles left out are removed. Refused whole: a plate twice ignoring case
     * (CompanyVehicleExists), a VIN on two vehicles (DeviceInUse), an id not the company's.
     */
    async replaceAll(companyId: number, cars: readonly CorpCarInput[]): Promise<void> {
      const plates = new Set<string>();
      const vins = new Set<string>();
      for (const car of cars) {
        if (!car.numberTs) throw new AppError('ValidationError', { car: 'RequiredField' });
        if (plates.has(car.numberTs)) throw new AppError('CompanyVehicleExists');
        plates.add(car.numberTs);
        if (car.vin && vins.has(car.vin)) throw new AppError('DeviceInUse');
        if (car.vin) vins.add(car.vin);
      }
      const mainIndex = cars.findIndex((car) => car.main);
      await underCompanyLock(db, companyId, 'CompanyVehicleExists', async (trx) => {
        const own = new Set((await trx.selectFrom('company_vehicle').select('id').where('company_id', '=', companyId).execute()).map((v) => Number(v.id)));
        const kept = cars.flatMap((car) => (car.id === undefined ? [] : [car.id]));
        for (const id of kept) if (!own.has(id)) throw new AppError('CompanyVehicleNotFound');
        const gone = [...own].filter((id) => !kept.includes(id));
        if (gone.length > 0) await trx.deleteFrom('company_vehicle').where('company_id', '=', companyId).where('id', 'in', gone).execute();
        // Plates and VINs may move between the kept vehicles: free them all first, then write each.
        if (kept.length > 0) {
          await trx
            .updateTable('company_vehicle')
            .set({ plate: sql<string>`'#' || id::text`, vin: '', main: false })
            .where('company_id', '=', companyId)
            .where('id', 'in', kept)
            .execute();
        }
        for (const [index, car] of cars.entries()) {
          const values = { plate: car.numberTs, vin: car.vin, active: car.active, main: index === mainIndex };
          if (car.id === undefined)
            await trx
              .insertInto('company_vehicle')
              .values({ company_id: companyId, ...values })
              .execute();
          else await trx.updateTable('company_vehicle').set(values).where('id', '=', car.id).where('company_id', '=', companyId).execute();
        }
      });
    },

    /** One vehicle of the company, found by its plate: a new plate (refused on a clash ignoring case), VIN, flag or main mark. */
    async edit(
      companyId: number,
      oldPlate: string,
      next: { plate: string; vin?: string | undefined; active?: boolean | undefined; main?: boolean | undefined },
    ): Promise<void> {
      await underCompanyLock(db, companyId, 'CompanyVehicleExists', async (trx) => {
        const vehicle = await trx
          .selectFrom('company_vehicle')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('plate', '=', oldPlate)
          .executeTakeFirst();
        if (!vehicle) throw new AppError('CompanyVehicleNotFound');
        if (!next.plate) throw new AppError('ValidationError', { newgrz: 'RequiredField' });
        if (next.plate !== vehicle.plate && (await plateTaken(trx, companyId, next.plate))) throw new AppError('CompanyVehicleExists');
        if (next.vin) {
          const sameVin = await trx
            .selectFrom('company_vehicle')
            .select('id')
            .where('company_id', '=', companyId)
            .where('vin', '=', next.vin)
            .where('id', '!=', vehicle.id)
            .executeTakeFirst();
          if (sameVin) throw new AppError('DeviceInUse');
        }
        if (next.main) await trx.updateTable('company_vehicle').set({ main: false }).where('company_id', '=', companyId).where('main', '=', true).execute();
        await trx
          .updateTable('company_vehicle')
          .set({
            plate: next.plate,
            ...(next.vin !== undefined ? { vin: next.vin } : {}),
            ...(next.active !== undefined ? { active: next.active } : {}),
            ...(next.main !== undefined ? { main: next.main } : {}),
          })
          .where('id', '=', vehicle.id)
          .execute();
      });
    },

    /** Removes the company's vehicle of this plate. */
    async removeByPlate(companyId: number, plate: string): Promise<void> {
      const removed = await db.deleteFrom('company_vehicle').where('company_id', '=', companyId).where('plate', '=', plate).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new AppError('CompanyVehicleNotFound');
    },

    /** Switches the company's device of `imei` (or, without one, of `vin`); the flag changes only when it is found. */
    /**
     * The company's device `id` gets a new IMEI and VIN, by the rules of adding one: an IMEI or a VIN
     * another of the company's devices carries answers TrackingDeviceExists.
     */
    async editDevice(companyId: number, id: number, { imei, vin }: { imei: string; vin: string }): Promise<void> {
      if (!imei) throw new AppError('ValidationError', { imei: 'RequiredField' });
      await underCompanyLock(db, companyId, 'TrackingDeviceExists', async (trx) => {
        const device = await trx.selectFrom('tracking_device').select('id').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
        if (!device) throw new AppError('TrackingDeviceNotFound');
        if (await deviceClash(trx, companyId, vin, imei, id)) throw new AppError('TrackingDeviceExists');
        await trx.updateTable('tracking_device').set({ imei, vin }).where('id', '=', id).where('company_id', '=', companyId).execute();
      });
    },

    async setDeviceActive(companyId: number, { imei, vin, inn }: { imei: string; vin: string; inn?: string | undefined }, active: boolean): Promise<void> {
      if (inn !== undefined) {
        const company = await db.selectFrom('company').select('inn').where('id', '=', companyId).executeTakeFirstOrThrow();
        if (company.inn !== inn) throw new AppError('TrackingDeviceNotFound');
      }
      if (!imei && !vin) throw new AppError('TrackingDeviceNotFound');
      let query = db.updateTable('tracking_device').set({ active }).where('company_id', '=', companyId);
      query = imei ? query.where('imei', '=', imei) : query.where('vin', '=', vin);
      const updated = await query.executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new AppError('TrackingDeviceNotFound');
    },
  };
}
export type CorpFleetService = ReturnType<typeof corpFleetService>;
