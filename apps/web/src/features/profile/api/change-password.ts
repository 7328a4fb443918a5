import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** PUT /api/profile/change-password */
export const changePassword = (currentpass: string, pass: string) =>
  fetchAnswer('/api/profile/change-password', ZOkAnswer, { method: 'PUT', body: { token: tokenStore.get('standart'), currentpass, pass } });
