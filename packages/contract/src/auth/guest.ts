import { z } from 'zod/mini';

/** POST /api/auth/guest: a token for paying without an account (the third token kind). */
export const ZGuestTokenResponse = z.object({ status: z.literal('ok'), token: z.string().check(z.minLength(1)) });
export type TGuestTokenResponse = z.infer<typeof ZGuestTokenResponse>;
