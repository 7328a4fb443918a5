import { ZConfirmResponse } from '@city-parking/contract/auth/registration';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/confirm-phone: the code of a new account's phone. */
export const confirmPhone = (token: string, code: string) =>
  fetchAnswer('/api/auth/confirm-phone', ZConfirmResponse, { method: 'POST', body: { token, code: code.trim() } });
