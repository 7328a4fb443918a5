import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** PUT /api/profile/restore-password-v2/change: a call whose digits sign in once. */
export const restoreByPhone = (phone: string) =>
  fetchAnswer('/api/profile/restore-password-v2/change', ZOkAnswer, { method: 'PUT', body: { login: phone.trim(), type: 'phone' } });
