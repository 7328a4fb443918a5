import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { underCompanyLock } from './company-lock.ts';
import { companyRepo } from './company-repo.ts';
import { companyVehicleRepo } from './company-vehicle-repo.ts';
import { trackingDeviceRepo } from './tracking-device-repo.ts';

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

/** A company's vehicles and tracking devices, added on the server's clock (`now`). */
export function corpFleetService(db: Kysely<Database>, now: () => Date) {
  async function addDevice(trx: Trx, companyId: number, vin: string, imei: string) {
    const devices = trackingDeviceRepo(trx);
    // An IMEI names one device of the company, and a VIN carries one device of it. Only the
    // company's own devices are looked at: another company's IMEI is no clash, so a refusal never
    // tells one company what another tracks (migration 0043).
    if (await devices.carries(companyId, vin, imei)) throw new AppError('TrackingDeviceExists');
    return devices.add(companyId, vin, imei, now());
  }

  return {
    /** Adds a vehicle, a device, or both at once; answers the ids of what it added. */
    async add(companyId: number, input: CorpTsInput): Promise<{ vehicleId: number | null; deviceId: number | null }> {
      if (!input.number && !input.imei) throw new AppError('VehicleOrDeviceRequired');
      const clash = input.number ? 'CompanyVehicleExists' : 'TrackingDeviceExists';
      return underCompanyLock(db, companyId, clash, async (trx) => {
        const vehicles = companyVehicleRepo(trx);
        let vehicleId: number | null = null;
        if (input.number) {
          if (await vehicles.hasPlate(companyId, input.number)) throw new AppError('CompanyVehicleExists');
          if (input.VINNumber && (await vehicles.hasVin(companyId, input.VINNumber))) throw new AppError('DeviceInUse');
          const main = !(await vehicles.hasMain(companyId));
          vehicleId = await vehicles.add(companyId, { plate: input.number, vin: input.VINNumber, main }, now());
        }
        const deviceId = input.imei ? await addDevice(trx, companyId, input.VINNumber, input.imei) : null;
        return { vehicleId, deviceId };
      });
    },

    /** Removes the company's vehicle (or device) of this id; another company's answers as none. */
    async remove(companyId: number, kind: 'vehicle' | 'device', id: number): Promise<void> {
      const removed = kind === 'vehicle' ? await companyVehicleRepo(db).remove(companyId, [id]) : await trackingDeviceRepo(db).remove(companyId, id);
      if (removed === 0) throw new AppError(kind === 'vehicle' ? 'CompanyVehicleNotFound' : 'TrackingDeviceNotFound');
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
        const vehicles = companyVehicleRepo(trx);
        const own = new Set(await vehicles.idsOf(companyId));
        const kept = cars.flatMap((car) => (car.id === undefined ? [] : [car.id]));
        for (const id of kept) if (!own.has(id)) throw new AppError('CompanyVehicleNotFound');
        const gone = [...own].filter((id) => !kept.includes(id));
        await vehicles.remove(companyId, gone);
        // Plates and VINs may move between the kept vehicles: free them all first, then write each.
        await vehicles.release(companyId, kept);
        for (const [index, car] of cars.entries()) {
          const values = { plate: car.numberTs, vin: car.vin, active: car.active, main: index === mainIndex };
          if (car.id === undefined) await vehicles.add(companyId, values, now());
          else await vehicles.update(companyId, car.id, values);
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
        const vehicles = companyVehicleRepo(trx);
        const vehicle = await vehicles.byPlate(companyId, oldPlate);
        if (!vehicle) throw new AppError('CompanyVehicleNotFound');
        if (!next.plate) throw new AppError('ValidationError', { newgrz: 'RequiredField' });
        if (next.plate !== vehicle.plate && (await vehicles.hasPlate(companyId, next.plate))) throw new AppError('CompanyVehicleExists');
        if (next.vin && (await vehicles.hasVin(companyId, next.vin, vehicle.id))) throw new AppError('DeviceInUse');
        if (next.main) await vehicles.clearMain(companyId);
        await vehicles.update(companyId, vehicle.id, {
          plate: next.plate,
          ...(next.vin !== undefined ? { vin: next.vin } : {}),
          ...(next.active !== undefined ? { active: next.active } : {}),
          ...(next.main !== undefined ? { main: next.main } : {}),
        });
      });
    },

    /** Removes the company's vehicle of this plate. */
    async removeByPlate(companyId: number, plate: string): Promise<void> {
      if ((await companyVehicleRepo(db).removeByPlate(companyId, plate)) === 0) throw new AppError('CompanyVehicleNotFound');
    },

    /**
     * The company's device `id` gets a new IMEI and VIN, by the rules of adding one: an IMEI or a VIN
     * another of the company's devices carries answers TrackingDeviceExists.
     */
    async editDevice(companyId: number, id: number, { imei, vin }: { imei: string; vin: string }): Promise<void> {
      if (!imei) throw new AppError('ValidationError', { imei: 'RequiredField' });
      await underCompanyLock(db, companyId, 'TrackingDeviceExists', async (trx) => {
        const devices = trackingDeviceRepo(trx);
        if (!(await devices.has(companyId, id))) throw new AppError('TrackingDeviceNotFound');
        if (await devices.carries(companyId, vin, imei, id)) throw new AppError('TrackingDeviceExists');
        await devices.update(companyId, id, { imei, vin });
      });
    },

    /** Switches the company's device of `imei` (or, without one, of `vin`); the flag changes only when it is found. */
    async setDeviceActive(companyId: number, { imei, vin, inn }: { imei: string; vin: string; inn?: string | undefined }, active: boolean): Promise<void> {
      if (inn !== undefined) {
        if ((await companyRepo(db).innOf(companyId)) !== inn) throw new AppError('TrackingDeviceNotFound');
      }
      if (!imei && !vin) throw new AppError('TrackingDeviceNotFound');
      if ((await trackingDeviceRepo(db).setActive(companyId, { imei, vin }, active)) === 0) throw new AppError('TrackingDeviceNotFound');
    },
  };
}
export type CorpFleetService = ReturnType<typeof corpFleetService>;
