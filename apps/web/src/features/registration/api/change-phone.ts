import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/auth/change-phone: another phone for an account not yet confirmed. */
export const changePhone = (token: string, phone: string) => fetchAnswer('/api/auth/change-phone', ZOkAnswer, { method: 'POST', body: { token, phone } });
