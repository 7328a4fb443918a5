import { buildUrl } from '@/lib/http/request.ts';
import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { ApiError } from '@/lib/http/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { emitTokenError } from '@/lib/http/token-errors.ts';
import type { OperationsQuery } from '../filter-state.ts';
import type { ExportType } from './export-types.ts';

/** GET /api/profile/download-history/v1: the address of the history under the screen's filters as a file. */
export function downloadHistoryUrl(token: string, query: OperationsQuery, type: ExportType): string {
  return buildUrl('/api/profile/download-history/v1', { token, ...query, type });
}

const FALLBACK_NAME: Record<ExportType, string> = { xls: 'operations.xlsx', pdf: 'operations.pdf' };

/** The file name of a Content-Disposition header (RFC 6266, the UTF-8 form first). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/**
 * Fetches the export and hands it to the browser as a download. An answer in JSON is the call's
 * error (a token that expired, bad filters) and is thrown as such, so it is shown on the screen
 * instead of being saved as a file.
 */
export async function downloadHistory(token: string, query: OperationsQuery, type: ExportType): Promise<void> {
  let response: Response;
  try {
    // The file speaks the page's language, as every call does, not the browser's.
    response = await fetch(downloadHistoryUrl(token, query, type), { headers: { 'Accept-Language': i18n.language || 'ru' } });
  } catch {
    throw new ApiError('Request error');
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok || contentType.includes('json')) {
    const answer = contentType.includes('json') ? ((await response.json().catch(() => null)) as { errorName?: unknown } | null) : null;
    const errorName = typeof answer?.errorName === 'string' ? answer.errorName : 'UnknownError';
    // An expired session signs out as every other call's does.
    if (isTokenError(errorName)) emitTokenError(errorName);
    throw new ApiError(errorName);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? FALLBACK_NAME[type];
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; the address can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
