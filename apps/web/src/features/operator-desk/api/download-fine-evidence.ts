import { buildUrl } from '@/lib/http/request.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { deskAuthorization, isDeskTokenError } from './desk-fetch.ts';
import { deskSession } from '../desk-session.ts';

/**
 * GET /api/operator/fine-evidence/v1?idAppeal=: the evidence PDF of the appeal's fine, fetched with
 * the Authorization header (a link could not carry it) and handed to the browser as a file.
 */
export async function downloadFineEvidence(idAppeal: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/api/operator/fine-evidence/v1', { idAppeal }), {
      headers: { ...deskAuthorization(), 'Accept-Language': i18n.language || 'ru' },
    });
  } catch {
    throw new ApiError('Request error');
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
    const answer = (await response.json().catch(() => null)) as { errorName?: unknown } | null;
    const error = new ApiError(typeof answer?.errorName === 'string' ? answer.errorName : 'UnknownError');
    if (isDeskTokenError(error)) deskSession.clear();
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `evidence-${idAppeal}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
