import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/resend-code */
export const resendCode = (token: string, target: 'phone' | 'email') =>
  fetchAnswer('/api/auth/resend-code', ZOkAnswer, { method: 'POST', body: { token, target } });
