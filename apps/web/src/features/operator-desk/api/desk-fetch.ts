import type { ZodMiniType, output } from 'zod/mini';
import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { ApiError } from '@/lib/http/api-error.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import type { RequestOptions } from '@/lib/http/request.ts';
import { deskSession } from '../desk-session.ts';

/** The desk's token in the Authorization header, as every desk call takes it. */
export const deskAuthorization = () => ({ Authorization: `Bearer ${deskSession.token()}` });

/** Whether a failed desk call means the operator's token is gone. */
export const isDeskTokenError = (error: unknown) => error instanceof ApiError && isTokenError(error.errorName);

/**
 * A desk call: JSON bodies and the operator's token. A refused token ends the desk's session (back
 * to its sign-in). The driver's sign-in is left alone: the HTTP client's token-error signal is heard
 * only by the drivers' shell, which the desk does not render.
 */
export async function deskFetch<S extends ZodMiniType>(path: string, schema: S, options: RequestOptions = {}): Promise<output<S>> {
  try {
    return await fetchAnswer(path, schema, { json: true, ...options, headers: { ...options.headers, ...deskAuthorization() } });
  } catch (error) {
    if (isDeskTokenError(error)) deskSession.clear();
    throw error;
  }
}
