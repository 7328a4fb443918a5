import type { FastifyRequest } from 'fastify';

/**
 * The token of a call that carries it in the Authorization header (the flat-lot calls), with or
 * without the "Bearer" scheme; undefined when there is none.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '').trim() || undefined;
}
