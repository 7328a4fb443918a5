import type { TStatementFormat } from '@city-parking/contract/corporate/corp-statement';
import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { buildUrl } from '@/lib/http/request.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { coopToken } from './coop-fetch.ts';

/**
 * GET /api/corp-profile/statement: the company's statement of `month` (YYYY-MM) as a file, handed to
 * the browser as a download. A JSON answer is the call's error and is thrown as such, so it shows
 * on the screen instead of being saved; a refused token ends the company's session as coopFetch does.
 */
export async function downloadStatement(month: string, format: TStatementFormat): Promise<void> {
  let response: Response;
  try {
    // The file speaks the page's language, as every call does.
    response = await fetch(buildUrl('/api/corp-profile/statement', { token: coopToken(), month, format }), {
      headers: { 'Accept-Language': i18n.language || 'ru' },
    });
  } catch {
    throw new ApiError('Request error');
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok || contentType.includes('json')) {
    const answer = contentType.includes('json') ? ((await response.json().catch(() => null)) as { errorName?: unknown } | null) : null;
    const errorName = typeof answer?.errorName === 'string' ? answer.errorName : 'UnknownError';
    if (isTokenError(errorName)) tokenStore.clear('coop');
    throw new ApiError(errorName);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `statement-${month}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; the address can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
