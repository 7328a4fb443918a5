import { z } from 'zod';

/** POST /api/auth/logout: ends the session of `token` on the server. */
export const ZLogoutRequest = z.object({ token: z.string().min(1).max(200) });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
