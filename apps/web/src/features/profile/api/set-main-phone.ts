import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** PUT /api/profile/set-main-phone */
export const setMainPhone = (phone: string, currentpass: string) =>
  fetchAnswer('/api/profile/set-main-phone', ZOkAnswer, { method: 'PUT', body: { token: tokenStore.get('standart'), phone, currentpass } });
