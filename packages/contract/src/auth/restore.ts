import { z } from 'zod/mini';
import { ZCode, ZEmail, ZNewPassword } from './fields.ts';

/** How long the sign-in with that one-time password may take to choose the new password. */
export const RESTORE_GRANT_TTL_MS = 15 * 60 * 1000;

/** GET /api/profile/restore-password/send-email */
export const ZRestoreSendEmailRequest = z.object({ email: ZEmail });
/** GET /api/profile/restore-password/check: `token` is the code from the e-mail. */
export const ZRestoreCheckRequest = z.object({ token: ZCode });
/**
 * PUT /api/profile/restore-password/change: `token` is the code from the e-mail, or the `id_session`
 * of a sign-in with a restore call's one-time password (then the answer carries a new `id_session`).
 */
export const ZRestoreChangeRequest = z.object({
  token: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => v.trim()),
    ),
    z.string().check(z.minLength(1), z.maxLength(200)),
  ),
  pass: ZNewPassword,
});
export const ZRestoreChangeResponse = z.object({ status: z.literal('ok'), id_session: z.optional(z.string()) });
/**
 * PUT /api/profile/restore-password-v2/change: by phone the last 4 digits of an incoming call are a
 * one-time password to sign in with, which leads to choosing a new one; nothing changes before.
 */
export const ZRestoreV2ChangeRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  type: z.enum(['phone', 'email']),
});
