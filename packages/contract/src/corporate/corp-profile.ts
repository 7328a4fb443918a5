import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';

/**
 * A company's vehicle (spec 3): `active` is false when its tracking device is not active, whatever
 * the vehicle's own flag; `imei` is that device's ('' without one). `main` is the company's main vehicle.
 */
export const ZCorpVehicle = z.object({
  id: z.number(),
  numberTs: z.string(),
  vin: z.string(),
  imei: z.string(),
  active: z.boolean(),
  main: z.boolean(),
});
export type TCorpVehicle = z.infer<typeof ZCorpVehicle>;

/**
 * A company's driver (spec 3): `name` whole and in its parts, the phone's 11 digits, the vehicle
 * (`ts`, its plate) and its device's IMEI. `monthlyLimit` (ours) is the most the driver may spend
 * from the company's balance in a calendar month, in roubles; null for no limit.
 */
export const ZCorpDriver = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  phone: z.string(),
  ts: z.string(),
  device: z.string(),
  active: z.boolean(),
  monthlyLimit: z.nullable(z.number()),
});
export type TCorpDriver = z.infer<typeof ZCorpDriver>;

/** A company's tracking device (spec 3). */
export const ZCorpDevice = z.object({ id: z.number(), active: z.boolean(), imei: z.string(), vin: z.string() });
export type TCorpDevice = z.infer<typeof ZCorpDevice>;

/**
 * GET /api/corp-profile/get-profile: the company, its balance in roubles, and its vehicles, drivers
 * (the newest first: a driver added is at the front) and devices.
 */
export const ZCorpProfile = z.object({
  email: z.string(),
  inn: z.string(),
  name: z.string(),
  balance: z.number(),
  ts: z.array(ZCorpVehicle),
  drivers: z.array(ZCorpDriver),
  devices: z.array(ZCorpDevice),
});
export type TCorpProfile = z.infer<typeof ZCorpProfile>;
export const ZCorpProfileResponse = z.object({ status: z.literal('ok'), result: ZCorpProfile });

/**
 * The coop token of every corporate call: `token` of the query or the body, or the Authorization
 * header instead (then `token` may be left out).
 */
export const ZCorpToken = z.optional(ZOpaqueToken);

/** GET /api/corp-profile/get-profile */
export const ZCorpProfileQuery = z.object({ token: ZCorpToken });
