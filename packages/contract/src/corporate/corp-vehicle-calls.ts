import { z } from 'zod/mini';
import { ZFormFlag } from '../answer/answer.ts';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZImei, ZInn, ZVin } from './corp-fields.ts';
import { ZCorpPlate, ZCorpPlateRef } from './corp-plate.ts';
import { ZCorpToken } from './corp-profile.ts';
import { jsonText } from '../payments/payment-fields.ts';

/**
 * POST /api/profile/ts/1 with a coop token in the query: adds a vehicle (`number`, with its
 * `VINNumber`), a tracking device (`imei`, with the VIN it is fitted to), or both at once.
 */
export const ZAddCorpTsRequest = z.object({
  token: ZCorpToken,
  number: z._default(ZCorpPlate, ''),
  VINNumber: z._default(ZVin, ''),
  imei: z._default(ZImei, ''),
});
export type TAddCorpTsRequest = z.input<typeof ZAddCorpTsRequest>;

/** POST /api/profile/ts/1: the ids of the vehicle and the device added (null for the one not sent). */
export const ZAddCorpTsResponse = z.object({ status: z.literal('ok'), id: z.nullable(z.number()), deviceId: z.nullable(z.number()) });

/** POST /api/profile/ts/1 takes its token in the query. */
export const ZCorpTsQuery = z.object({ token: ZCorpToken });

/** DELETE /api/profile/ts/{id}: the company's vehicle of that id, or its device with `kind=device`. */
export const ZRemoveCorpTsQuery = z.object({
  token: ZCorpToken,
  kind: z._default(z.enum(['vehicle', 'device']), 'vehicle'),
});
export const ZCorpTsParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)) });

/** One vehicle of PUT /api/profile/change-cars-v2 with a coop token: `id` names an existing one, none a new one. */
export const ZCorpCarInput = z.object({
  id: z.optional(z.union([z.number().check(z.int(), z.positive()), z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))])),
  numberTs: ZCorpPlate,
  vin: z._default(ZVin, ''),
  active: z._default(ZFormFlag, true),
  main: z._default(ZFormFlag, false),
});
export type TCorpCarInput = z.input<typeof ZCorpCarInput>;

/**
 * PUT /api/profile/change-cars-v2 with a coop token: the company's whole list of vehicles (`car` is
 * JSON text in a form body): edits, activation, the main vehicle; vehicles left out are removed.
 */
export const ZCorpCarsRequest = z.object({
  token: ZOpaqueToken,
  car: z.pipe(jsonText(z.array(z.unknown())), z.array(ZCorpCarInput).check(z.maxLength(500))),
});
export type TCorpCarsRequest = z.input<typeof ZCorpCarsRequest>;

/**
 * PUT /api/corp-profile/activate-device and deactivate-device: the company's device of `imei` (or,
 * without one, of `vin`); `grz` names its vehicle and is informative; `inn`, when sent, must be the company's.
 */
export const ZCorpDeviceFlagRequest = z.object({
  token: ZCorpToken,
  grz: z.optional(z.string().check(z.maxLength(20))),
  vin: z._default(ZVin, ''),
  imei: z._default(ZImei, ''),
  inn: z.optional(ZInn),
});
export type TCorpDeviceFlagRequest = z.input<typeof ZCorpDeviceFlagRequest>;

/**
 * POST /api/corp-profile/edit-device (ours; the spec lists editing devices but no call): the
 * company's device `id` gets `imei` and the VIN it is fitted to, by the rules of adding one.
 */
export const ZEditCorpDeviceRequest = z.object({
  token: ZCorpToken,
  id: z.union([z.number().check(z.int(), z.positive(), z.lte(999_999_999_999_999)), z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))]),
  vin: z._default(ZVin, ''),
  imei: ZImei,
});
export type TEditCorpDeviceRequest = z.input<typeof ZEditCorpDeviceRequest>;

/** POST /api/profile/car with a coop token: a vehicle of the company by its plate, with its VIN. */
export const ZAddCorpCarRequest = z.object({ token: ZOpaqueToken, grz: ZCorpPlate, VINNumber: z._default(ZVin, '') });
/** The id of the company's vehicle added. */
export const ZAddCorpCarResponse = z.object({ status: z.literal('ok'), id: z.nullable(z.number()) });

/**
 * PUT /api/profile/car with a coop token: the vehicle of `oldgrz` gets `newgrz` and, when sent, a
 * VIN, its flag and the main mark; a VIN another vehicle carries answers DeviceInUse.
 */
export const ZEditCorpCarRequest = z.object({
  token: ZOpaqueToken,
  oldgrz: ZCorpPlateRef,
  newgrz: ZCorpPlate,
  VINNumber: z.optional(ZVin),
  active: z.optional(ZFormFlag),
  main: z.optional(ZFormFlag),
});
export type TEditCorpCarRequest = z.input<typeof ZEditCorpCarRequest>;

/** DELETE /api/profile/car with a coop token: the company's vehicle of `grz`. */
export const ZDeleteCorpCarRequest = z.object({ token: ZOpaqueToken, grz: ZCorpPlateRef });
