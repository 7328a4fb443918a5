import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { fileNameOf } from './file-name-of.ts';
import { buildUrl } from './request.ts';
import { emitTokenError } from './token-errors.ts';

export interface FetchFileOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Extra headers, such as the operator desk's Authorization (its token is not in the address). */
  headers?: Record<string, string>;
  /** The content type the file must have (its prefix); any other answer is the call's error. */
  type?: string;
  /** What a refused token does; by default what every call's does (the driver signs out). */
  onTokenError?: (errorName: string) => void;
  signal?: AbortSignal;
}

export interface FetchedFile {
  blob: Blob;
  /** The name the answer's Content-Disposition gives, if any. */
  fileName: string | null;
}

/**
 * A binary answer (an export, a statement, a PDF). The shared request reads answers as text, which
 * would spoil the bytes, so files are fetched here, with the same rules: the page's language, a
 * network failure as 'Request error', and a JSON answer (or one of the wrong type) as the call's
 * error by its errorName, so it shows on the screen instead of being saved as a file.
 */
export async function fetchFile(path: string, options: FetchFileOptions = {}): Promise<FetchedFile> {
  const { query, type, onTokenError = emitTokenError, signal } = options;
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'ru', ...options.headers };
  if (type) headers.Accept = `${type}, application/json`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Request error');
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!response.ok || contentType.includes('json') || (type !== undefined && !contentType.startsWith(type))) {
    const answer = (await response.json().catch(() => null)) as { errorName?: unknown } | null;
    const errorName = typeof answer?.errorName === 'string' ? answer.errorName : 'UnknownError';
    if (isTokenError(errorName)) onTokenError(errorName);
    throw new ApiError(errorName);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}
