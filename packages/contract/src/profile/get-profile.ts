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

export const ACCOUNT_SETTING_NAMES = ['reportHistoryOperation', 'pushOff', 'checkParkingSessionBefore', 'checkParkingSession'] as const;
export type TAccountSettingName = (typeof ACCOUNT_SETTING_NAMES)[number];

/** PUT /api/profile/change-settings-v1: one setting by name; form bodies carry "true"/"false". */
export const ZChangeSettingRequest = z.object({
  token: ZOpaqueToken,
  name: z.enum(ACCOUNT_SETTING_NAMES),
  value: ZFormFlag,
});
