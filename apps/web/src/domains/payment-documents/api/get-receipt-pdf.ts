import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { ApiError } from '@/lib/http/api-error.ts';
import { buildUrl } from '@/lib/http/request.ts';
import { emitTokenError } from '@/lib/http/token-errors.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * GET /api/receipt?token=…&receiptnumber=…: the document as a PDF Blob, in the page's language. The
 * shared request reads answers as text, which would spoil the bytes, so this call fetches on its
 * own and keeps the request rules: a JSON answer is the call's error (another driver's number, an
 * expired session) and is thrown by its errorName, token errors sign out as everywhere else.
 */
export async function getReceiptPdf(token: string, receiptnumber: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/api/receipt', { token, receiptnumber }), {
      headers: { Accept: 'application/pdf, application/json', 'Accept-Language': i18n.language || 'ru' },
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Request error');
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.startsWith('application/pdf')) {
    const answer = (await response.json().catch(() => null)) as { errorName?: unknown } | null;
    const errorName = typeof answer?.errorName === 'string' ? answer.errorName : 'UnknownError';
    if (isTokenError(errorName)) emitTokenError(errorName);
    throw new ApiError(errorName);
  }
  return response.blob();
}
