import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';

/** Starts one address may ask for in a minute (a shared address: an office, a mobile operator's NAT). */
const PER_ADDRESS = 120;
/** Starts one token (a driver's or a guest's) may ask for in a minute, from any address. */
const PER_TOKEN = 60;
/**
 * Starts that name one payer's phone in a minute, whatever the token and address: guests get
 * tokens freely, and each start paid from a phone texts that phone.
 */
const PER_PHONE = 20;

const bodyOf = (request: FastifyRequest) => request.body as { Token?: unknown; phone?: unknown } | undefined;
const hashed = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** The token a start names, hashed: the limiter's memory never holds a usable token. */
const tokenKey = (request: FastifyRequest) => `start-token:${hashed(String(bodyOf(request)?.Token ?? ''))}`;

/** The payer's phone a start names, normalised so that +7, 8 and spaces count as one phone. */
function phoneOf(request: FastifyRequest): string | null {
  const phone = bodyOf(request)?.phone;
  return typeof phone === 'string' ? normaliseFullPhone(phone) : null;
}

/**
 * The limits of starting a session (start, start/v2, the guest's start): per address before the body
 * is read, then per token and per payer's phone once it is, so that neither many addresses with one
 * token, nor many tokens from one address, nor many guests naming one phone can create payments,
 * sessions and SMS without end.
 */
export function startRateLimit(app: FastifyInstance): {
  config: { rateLimit: { max: number; timeWindow: string } };
  preHandler: (request: FastifyRequest) => Promise<void>;
} {
  // A checker, not a second route limiter: the plugin runs only one of those per request.
  const perToken = app.createRateLimit({ max: PER_TOKEN, timeWindow: '1 minute', keyGenerator: tokenKey });
  const perPhone = app.createRateLimit({ max: PER_PHONE, timeWindow: '1 minute', keyGenerator: (request) => `start-phone:${hashed(phoneOf(request) ?? '')}` });
  const refuse = (what: string) => Object.assign(new Error(`too many starts for one ${what}`), { statusCode: 429 });
  return {
    config: { rateLimit: { max: PER_ADDRESS, timeWindow: '1 minute' } },
    preHandler: async (request) => {
      // Without a token the start fails on it anyway; the per-address limit holds those.
      if (typeof bodyOf(request)?.Token !== 'string') return;
      const byToken = await perToken(request);
      // Answered 429 TooManyRequests by the error handler, as the per-address limit is.
      if (!byToken.isAllowed && byToken.isExceeded) throw refuse('token');
      if (!phoneOf(request)) return;
      const byPhone = await perPhone(request);
      if (!byPhone.isAllowed && byPhone.isExceeded) throw refuse('phone');
    },
  };
}
