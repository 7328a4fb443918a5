import { z } from 'zod/mini';

/** POST /api/auth/logout: ends the session of `token` on the server. */
export const ZLogoutRequest = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
