import { z } from 'zod/mini';
import { ZCode } from './fields.ts';
import { ZConfirmResponse } from './registration.ts';

/**
 * POST /api/auth/confirm-email-link: the link of a registration's confirmation e-mail, opened in any
 * browser. `salt` and `code` are the link's last two path segments.
 */
export const ZEmailLinkRequest = z.object({
  salt: z.string().check(z.minLength(1), z.maxLength(64)),
  code: ZCode,
});

/**
 * The registration's progress, as confirm-email answers it; `alreadyConfirmed` when the link was
 * used before (the e-mail was confirmed then, or the account already exists) and nothing changed now.
 */
export const ZEmailLinkResponse = z.extend(ZConfirmResponse, { alreadyConfirmed: z.boolean() });
export type TEmailLinkResponse = z.infer<typeof ZEmailLinkResponse>;
