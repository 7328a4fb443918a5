import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../../http/bearer-token.ts';

/** Actions one address may ask for in a minute (a shared address: an office, a mobile operator's NAT). */
const PER_ADDRESS = 60;
/** Actions one token may ask for in a minute, from any address: a person clicks a few times, a script would not stop there. */
const PER_TOKEN = 20;

/** The token hashed: the limiter's memory never holds a usable token. */
const tokenKey = (request: FastifyRequest) =>
  `subscription-action:${createHash('sha256')
    .update(bearerToken(request) ?? '')
    .digest('base64url')
    .slice(0, 22)}`;

/**
 * The limits of the subscription actions (pause, continue, refund, change of vehicle), which move
 * money or change a subscription: per address before the body is read, then per token, so that
 * neither many addresses with one token nor many tokens from one address can call without end.
 */
export function actionRateLimit(app: FastifyInstance): {
  config: { rateLimit: { max: number; timeWindow: string } };
  preHandler: (request: FastifyRequest) => Promise<void>;
} {
  // A checker, not a second route limiter: the plugin runs only one of those per request.
  const perToken = app.createRateLimit({ max: PER_TOKEN, timeWindow: '1 minute', keyGenerator: tokenKey });
  return {
    config: { rateLimit: { max: PER_ADDRESS, timeWindow: '1 minute' } },
    preHandler: async (request) => {
      // Without a token the call fails on it anyway; the per-address limit holds those.
      if (!bearerToken(request)) return;
      const byToken = await perToken(request);
      // Answered 429 TooManyRequests by the error handler, as the per-address limit is.
      if (!byToken.isAllowed && byToken.isExceeded) throw Object.assign(new Error('too many subscription actions for one token'), { statusCode: 429 });
    },
  };
}
