import { z } from 'zod/mini';
import { deskFetch } from './desk-fetch.ts';

/** POST /api/operator/logout/v1: ends the desk's session on the server; the caller forgets the token either way. */
export async function operatorLogout(): Promise<void> {
  await deskFetch('/api/operator/logout/v1', z.object({ status: z.literal('ok') }), { method: 'POST', body: {} });
}
