import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/confirm-phone with the token of a contact change. */
export const confirmContactPhone = (changeToken: string, code: string) =>
  fetchAnswer('/api/auth/confirm-phone', ZOkAnswer, { method: 'POST', body: { token: changeToken, code: code.trim() } });
