import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** DELETE /api/profile/document */
export const removeDocument = (id: number) =>
  fetchAnswer('/api/profile/document', ZOkAnswer, { method: 'DELETE', body: { token: tokenStore.get('standart'), id } });
