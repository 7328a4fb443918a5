import { z } from 'zod/mini';
import { coopFetch } from './coop-fetch.ts';

const ZOk = z.object({ status: z.literal('ok') });

/** POST /api/profile/ts/1 (the token in the query): a vehicle, a device, or both at once. */
export const addCorpTs = async ({ number = '', vin = '', imei = '' }: { number?: string; vin?: string; imei?: string }) => {
  await coopFetch('/api/profile/ts/1', ZOk, { method: 'POST', tokenInQuery: true, body: { number, VINNumber: vin, imei } });
};

/** DELETE /api/profile/ts/{id}: the company's vehicle, or its device with `kind=device`. */
export const removeCorpTs = async (id: number, kind: 'vehicle' | 'device') => {
  await coopFetch(`/api/profile/ts/${id}`, ZOk, { method: 'DELETE', query: { kind } });
};

/** PUT /api/profile/car: the vehicle of `oldgrz` gets a new plate, VIN, flag or main mark. */
export const editCorpCar = async (oldgrz: string, next: { newgrz: string; vin?: string; active?: boolean; main?: boolean }) => {
  await coopFetch('/api/profile/car', ZOk, {
    method: 'PUT',
    body: { oldgrz, newgrz: next.newgrz, VINNumber: next.vin, active: next.active, main: next.main },
  });
};

/** POST /api/corp-profile/edit-device (ours): the company's device `id` gets a new IMEI and VIN. */
export const editCorpDevice = async (id: number, { imei, vin }: { imei: string; vin: string }) => {
  await coopFetch('/api/corp-profile/edit-device', ZOk, { method: 'POST', body: { id, imei, vin } });
};

/** PUT /api/corp-profile/activate-device or deactivate-device, with the company's INN. */
export const setCorpDeviceActive = async ({ imei, vin, inn, active }: { imei: string; vin: string; inn: string; active: boolean }) => {
  await coopFetch(`/api/corp-profile/${active ? 'activate' : 'deactivate'}-device`, ZOk, { method: 'PUT', body: { imei, vin, inn } });
};
