import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** GET /api/profile/restore-password/check: whether the e-mail's code is still good. */
export const checkRestoreCode = (code: string) => fetchAnswer('/api/profile/restore-password/check', ZOkAnswer, { query: { token: code.trim() } });
