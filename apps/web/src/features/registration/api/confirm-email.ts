import { ZConfirmResponse } from '@city-parking/contract/auth/registration';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/confirm-email: the code of a new account's e-mail. */
export const confirmEmail = (token: string, code: string) =>
  fetchAnswer('/api/auth/confirm-email', ZConfirmResponse, { method: 'POST', body: { token, code: code.trim() } });
