import { z } from 'zod/mini';
import { ZFormFlag } from '../answer/answer.ts';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZChangedPasswordField } from './contact-rules.ts';

export const ZTokenQuery = z.object({ token: ZOpaqueToken });

/** GET /api/profile/get-balance: the balance in roubles (a driver's, or with a coop token the company's). */
export const ZBalanceResponse = z.object({ status: z.literal('ok'), result: z.number() });

export { ZGetProfileResponse, ZProfile, ZProfilePhone, type TProfile } from './profile.ts';

/** PUT /api/profile/change-password: the new password 4 to 20 characters (the spec's rule for this change). */
export const ZChangePasswordRequest = z.object({
  token: ZOpaqueToken,
  pass: ZChangedPasswordField,
  currentpass: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * The spec's four account settings, and notifyByEmail: where notices go when no browser takes them
 * (e-mail rather than an SMS to the main phone), which the spec leaves open.
 */
export const ACCOUNT_SETTING_NAMES = ['reportHistoryOperation', 'pushOff', 'checkParkingSessionBefore', 'checkParkingSession', 'notifyByEmail'] as const;
export type TAccountSettingName = (typeof ACCOUNT_SETTING_NAMES)[number];

/** GET /api/profile/get-settings-v1: every account setting by name. */
export const ZAccountSettingsResponse = z.object({ status: z.literal('ok'), result: z.record(z.enum(ACCOUNT_SETTING_NAMES), z.boolean()) });

/** PUT /api/profile/change-settings-v1: one setting by name; form bodies carry "true"/"false". */
export const ZChangeSettingRequest = z.object({
  token: ZOpaqueToken,
  name: z.enum(ACCOUNT_SETTING_NAMES),
  value: ZFormFlag,
});
