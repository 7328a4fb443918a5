import { z } from 'zod/mini';
import { ZFormFlag } from '../answer/answer.ts';
import { ZNewPassword, ZOpaqueToken } from '../auth/fields.ts';

export const ZTokenQuery = z.object({ token: ZOpaqueToken });

export { ZGetProfileResponse, ZProfile, ZProfilePhone, type TProfile } from './profile.ts';

/** PUT /api/profile/change-password */
export const ZChangePasswordRequest = z.object({
  token: ZOpaqueToken,
  pass: ZNewPassword,
  currentpass: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * The spec's four account settings, and notifyByEmail: where notices go when no browser takes them
 * (e-mail rather than an SMS to the main phone), which the spec leaves open.
 */
export const ACCOUNT_SETTING_NAMES = ['reportHistoryOperation', 'pushOff', 'checkParkingSessionBefore', 'checkParkingSession', 'notifyByEmail'] as const;
export type TAccountSettingName = (typeof ACCOUNT_SETTING_NAMES)[number];

/** PUT /api/profile/change-settings-v1: one setting by name; form bodies carry "true"/"false". */
export const ZChangeSettingRequest = z.object({
  token: ZOpaqueToken,
  name: z.enum(ACCOUNT_SETTING_NAMES),
  value: ZFormFlag,
});
