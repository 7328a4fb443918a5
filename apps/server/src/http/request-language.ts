import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@city-parking/contract/site/languages';

/** Content language of a request: `?lang=`, else the first supported Accept-Language entry, else ru. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(query)) return query;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
