import { tokenStore } from '@/lib/auth/token-store.ts';
import { buildUrl } from '@/lib/http/request.ts';

/** GET /api/finesstorage/evidence/v1: the PDF that shows a fine's time and place were paid for, under the city's API base. */
export function fineEvidenceUrl(uin: string): string {
  return buildUrl('/api/finesstorage/evidence/v1', { token: tokenStore.get('standart'), uin });
}
