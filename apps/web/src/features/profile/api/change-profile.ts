import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** PUT /api/profile/change-profile: the signed-in driver's names. */
export const changeProfile = (names: { firstname?: string; lastname?: string; middlename?: string }) =>
  fetchAnswer('/api/profile/change-profile', ZOkAnswer, { method: 'PUT', body: { token: tokenStore.get('standart'), ...names } });
