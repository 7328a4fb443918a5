import type { ZodMiniType, output } from 'zod/mini';
import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import type { RequestOptions } from '@/lib/http/request.ts';

/** The company's coop token; never the driver's, which no corporate call accepts. */
export const coopToken = () => tokenStore.get('coop');

/**
 * A corporate call with the coop token: in the query of GET and DELETE, in the JSON body otherwise
 * (`tokenInQuery` for the calls that read it from the query, as `ts/1` does). A refused token ends
 * the company's session, which returns the app to the public site; the driver's sign-in is left alone.
 */
export async function coopFetch<S extends ZodMiniType>(path: string, schema: S, options: RequestOptions & { tokenInQuery?: boolean } = {}): Promise<output<S>> {
  const { tokenInQuery, ...rest } = options;
  const method = rest.method ?? 'GET';
  const inQuery = tokenInQuery || method === 'GET' || method === 'DELETE';
  const token = coopToken();
  try {
    return await fetchAnswer(path, schema, {
      json: true,
      ...rest,
      query: inQuery ? { ...rest.query, token } : rest.query,
      body: inQuery ? rest.body : { ...rest.body, token },
    });
  } catch (error) {
    if (error instanceof ApiError && isTokenError(error.errorName)) tokenStore.clear('coop');
    throw error;
  }
}
