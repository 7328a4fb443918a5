import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** DELETE /api/profile/delete-phone: one of the driver's other phones. */
export const deletePhone = (phone: string) =>
  fetchAnswer('/api/profile/delete-phone', ZOkAnswer, { method: 'DELETE', body: { token: tokenStore.get('standart'), phone } });
