import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@city-parking/contract/site/languages';

/**
 * `?lang=` as the URL carries it: read from the URL rather than `request.query`, which a route's
 * declared query schema has replaced by the fields it names. Undefined unless given exactly once.
 */
function queryLanguage(request: FastifyRequest): string | undefined {
  const at = request.url.indexOf('?');
  if (at < 0) return undefined;
  const values = new URLSearchParams(request.url.slice(at + 1)).getAll('lang');
  return values.length === 1 ? values[0] : undefined;
}

/** Content language of a request: `?lang=`, else the first supported Accept-Language entry, else ru. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const query = queryLanguage(request);
  if (isLanguage(query)) return query;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
