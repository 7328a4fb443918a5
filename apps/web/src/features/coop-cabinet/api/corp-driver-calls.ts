import { z } from 'zod/mini';
import { coopFetch } from './coop-fetch.ts';

const ZOk = z.object({ status: z.literal('ok') });
const ZAdded = z.object({ status: z.literal('ok'), id: z.number() });

/** What the driver form sends: the whole name, the phone as typed and the vehicle's plate. */
export interface DriverInput {
  fio: string;
  phone: string;
  carNumber: string;
}

/** PUT /api/corp-profile/add-driver: the new driver's id. */
export const addCorpDriver = async ({ fio, phone, carNumber }: DriverInput) =>
  (await coopFetch('/api/corp-profile/add-driver', ZAdded, { method: 'PUT', body: { driver: fio, phone, car_number: carNumber } })).id;

/** POST /api/corp-profile/edit-driver: the driver of `phone` gets the new values. */
export const editCorpDriver = async (phone: string, next: DriverInput) => {
  await coopFetch('/api/corp-profile/edit-driver', ZOk, {
    method: 'POST',
    body: { phone, driver_n: next.fio, phone_n: next.phone, car_number_n: next.carNumber },
  });
};

/** DELETE /api/corp-profile/remove-driver */
export const removeCorpDriver = async (phone: string) => {
  await coopFetch('/api/corp-profile/remove-driver', ZOk, { method: 'DELETE', query: { phone } });
};

/** PUT /api/corp-profile/activate-driver or deactivate-driver, with the company's INN. */
export const setCorpDriverActive = async ({ phone, fio, inn, active }: { phone: string; fio: string; inn: string; active: boolean }) => {
  await coopFetch(`/api/corp-profile/${active ? 'activate' : 'deactivate'}-driver`, ZOk, { method: 'PUT', body: { phone_number: phone, fio, inn } });
};

/** PUT /api/corp-profile/set-driver-limit: roubles as typed, '' for none. */
export const setCorpDriverLimit = async (phone: string, limit: string) => {
  await coopFetch('/api/corp-profile/set-driver-limit', ZOk, { method: 'PUT', body: { phone, limit } });
};
