import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/confirm-email with the token of a contact change. */
export const confirmContactEmail = (changeToken: string, code: string) =>
  fetchAnswer('/api/auth/confirm-email', ZOkAnswer, { method: 'POST', body: { token: changeToken, code: code.trim() } });
