import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised once, with a strong ETag of its text, as the read cache keeps it. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** The answer `{ status: 'ok', result }` as text with its tag. */
export function cachedAnswer(result: unknown): CachedAnswer {
  const body = JSON.stringify({ status: 'ok', result });
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a kept answer, or 304 when the client already holds this version. `no-cache` lets a browser
 * keep it but ask every time, so an operator's change shows on the next visit; `vary` names the
 * headers the answer depends on (Accept-Language for content in one language).
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, vary?: string) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (vary) reply.header('vary', vary);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
