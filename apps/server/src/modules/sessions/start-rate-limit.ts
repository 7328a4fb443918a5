import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

/** Starts one address may ask for in a minute (a shared address: an office, a mobile operator's NAT). */
const PER_ADDRESS = 120;
/** Starts one token (a driver's or a guest's) may ask for in a minute, from any address. */
const PER_TOKEN = 60;

/** The token a start names, hashed: the limiter's memory never holds a usable token. */
function tokenKey(request: FastifyRequest): string {
  const body = request.body as { Token?: unknown } | undefined;
  const token = typeof body?.Token === 'string' ? body.Token : '';
  return `start-token:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/**
 * The limits of starting a session (start, start/v2, the guest's start): per address before the body
 * is read, and per token once it is, so that neither many addresses with one token nor many tokens
 * from one address can create payments and sessions without end.
 */
export function startRateLimit(app: FastifyInstance): RouteShorthandOptions {
  // A checker, not a second route limiter: the plugin runs only one of those per request.
  const perToken = app.createRateLimit({ max: PER_TOKEN, timeWindow: '1 minute', keyGenerator: tokenKey });
  return {
    config: { rateLimit: { max: PER_ADDRESS, timeWindow: '1 minute' } },
    preHandler: async (request) => {
      // Without a token the start fails on it anyway; the per-address limit holds those.
      if (typeof (request.body as { Token?: unknown } | undefined)?.Token !== 'string') return;
      const limit = await perToken(request);
      // Answered 429 TooManyRequests by the error handler, as the per-address limit is.
      if (!limit.isAllowed && limit.isExceeded) throw Object.assign(new Error('too many starts for one token'), { statusCode: 429 });
    },
  };
}
