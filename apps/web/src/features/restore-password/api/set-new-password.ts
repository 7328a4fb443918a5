import { ZRestoreChangeResponse } from '@city-parking/contract/auth/restore';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** PUT /api/profile/restore-password/change. `code` is the e-mail's code, or the token of a sign-in with a restore call's digits (answers a session). */
export const setNewPassword = (code: string, pass: string) =>
  fetchAnswer('/api/profile/restore-password/change', ZRestoreChangeResponse, { method: 'PUT', body: { token: code.trim(), pass } });
