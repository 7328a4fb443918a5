import { z } from 'zod/mini';
import { ZFormFlag } from '../answer/answer.ts';
import { ZNewPassword, ZOpaqueToken } from '../auth/fields.ts';
import { ZSession } from '../payments/sessions.ts';
import { ZDocument, ZVehicle } from './vehicle-calls.ts';

export const ZTokenQuery = z.object({ token: ZOpaqueToken });

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

/** PUT /api/profile/change-password */
export const ZChangePasswordRequest = z.object({
  token: ZOpaqueToken,
  pass: ZNewPassword,
  currentpass: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const ACCOUNT_SETTING_NAMES = ['reportHistoryOperation', 'pushOff', 'checkParkingSessionBefore', 'checkParkingSession'] as const;
export type TAccountSettingName = (typeof ACCOUNT_SETTING_NAMES)[number];

/** PUT /api/profile/change-settings-v1: one setting by name; form bodies carry "true"/"false". */
export const ZChangeSettingRequest = z.object({
  token: ZOpaqueToken,
  name: z.enum(ACCOUNT_SETTING_NAMES),
  value: ZFormFlag,
});
