import { z } from 'zod/mini';
import { ZCode, ZEmail, ZNewPassword } from './fields.ts';

/** GET /api/profile/restore-password/send-email */
export const ZRestoreSendEmailRequest = z.object({ email: ZEmail });
/** GET /api/profile/restore-password/check: `token` is the code from the e-mail. */
export const ZRestoreCheckRequest = z.object({ token: ZCode });
/** PUT /api/profile/restore-password/change */
export const ZRestoreChangeRequest = z.object({ token: ZCode, pass: ZNewPassword });
/** PUT /api/profile/restore-password-v2/change: by phone the last 4 digits of an incoming call become the password. */
export const ZRestoreV2ChangeRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  type: z.enum(['phone', 'email']),
});
