import type { ZodMiniType, output } from 'zod/mini';
import { ApiError } from './api-error.ts';
import { request, type RequestOptions } from './request.ts';

/**
 * `request` for queries and mutations: resolves to the parsed ok answer, throws ApiError for an
 * error answer, a network failure ('Request error') or an answer that breaks the contract.
 */
export async function fetchAnswer<S extends ZodMiniType>(path: string, schema: S, options?: RequestOptions): Promise<output<S>> {
  const answer = await request(path, options);
  if (answer === false) throw new ApiError('Request error');
  if (typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status !== 'ok') {
    const { errorName, fields } = answer as { errorName?: unknown; fields?: Record<string, string> };
    throw new ApiError(typeof errorName === 'string' ? errorName : 'UnknownError', fields, answer as Record<string, unknown>);
  }
  // The schema's own method: every caller's schema has brought zod already, and the entry, which
  // holds this module, then needs none of it.
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    console.warn(`unexpected answer from ${path}`, parsed.error.issues);
    throw new ApiError('UnknownError');
  }
  return parsed.data;
}
