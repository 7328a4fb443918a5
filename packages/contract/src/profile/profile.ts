import { z } from 'zod/mini';
import { ZSession } from '../payments/parking-session.ts';
import { PLATE_FORMATS, VEHICLE_CATEGORIES } from '../vehicle/plate-kinds.ts';
import { DOCUMENT_TYPES } from './document-types.ts';

/*
 * The profile as GET /api/profile/get-profile answers it. Every page's first load parses it, so this
 * module holds shapes only: the plate, document and contact rules stay in their own modules.
 */

/** A vehicle as the profile answers it (spec: accounts-and-profile §3, Vehicle). */
export const ZVehicle = z.object({
  id: z.int(),
  /** The number part (А123ВС) and the region (59); a foreign plate keeps everything in `number`. */
  number: z.string(),
  region: z.string(),
  country: z.enum(['rus', 'other']),
  /** The whole plate without spaces, upper case. */
  numberTs: z.string(),
  formatGrz: z.enum(PLATE_FORMATS),
  mainTs: z.boolean(),
  name: z.string(),
  category: z.enum(VEHICLE_CATEGORIES),
  STSNumber: z.string(),
  docType: z.literal('STS'),
  active: z.boolean(),
  vin: z.string(),
  imei: z.string(),
});
export type TVehicle = z.infer<typeof ZVehicle>;

export const ZDocument = z.object({
  id: z.int(),
  /** Series and number as printed: 59 АВ 123456. */
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  typeLabel: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZProfilePhone = z.object({ phone: z.string(), isMain: z.boolean() });

/** GET /api/profile/get-profile … get-profile-v6 */
export const ZProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  /** Roubles; -1 from some back ends means "none" and is shown as 0. */
  balance: z.number(),
  ts: z.array(ZVehicle),
  telephone: z.string(),
  telephones: z.array(ZProfilePhone),
  documents: z.array(ZDocument),
  /** The driver's current sessions: active ones not yet ended, and deferred ones still to pay. */
  sessions: z._default(z.array(ZSession), []),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZGetProfileResponse = z.object({ status: z.literal('ok'), result: ZProfile });
