import { buildUrl } from '@/lib/http/request.ts';

/**
 * The image route's address: the fine's `imgSrc` with the token added, which the answer never
 * carries. An `<img>` cannot send headers, so the token travels in the query as the route expects.
 */
export function fineImageUrl(imgSrc: string, token: string): string {
  const url = buildUrl(imgSrc);
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** GET /api/finesstorage/evidence/v1: the covered fine's evidence PDF, in the page's language, for a download link. */
export const fineEvidenceUrl = (uin: string, token: string, language: string) => buildUrl('/api/finesstorage/evidence/v1', { token, uin, lang: language });
