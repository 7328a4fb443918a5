import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import type { TDocumentType } from '@city-parking/contract/profile/documents';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST (new) or PUT (with an id) /api/profile/document */
export const saveDocument = (d: { id?: number; type: TDocumentType; number: string }) =>
  fetchAnswer('/api/profile/document', ZOkAnswer, { method: d.id === undefined ? 'POST' : 'PUT', body: { token: tokenStore.get('standart'), ...d } });
