import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Documents one address may ask to e-mail in a minute, before the token is read. */
const PER_ADDRESS = 20;
/** Documents one account may e-mail in a minute, from any address. */
const PER_ACCOUNT = 10;
/**
 * Letters one recipient may get in an hour, whoever asks: the address is typed by the driver, so
 * without this one account after another could fill a stranger's mailbox.
 */
const PER_RECIPIENT = 20;

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
/** The recipient as the limiter keys it: trimmed, lower-cased and hashed, so its memory holds no addresses. */
const recipientKey = (request: FastifyRequest) => {
  const email = (request.query as { email?: unknown } | undefined)?.email;
  return `send-document-to:${hashed(typeof email === 'string' ? email.trim().toLowerCase() : '')}`;
};

/** The signed-in account as the limiter keys it: a driver's and a company's ids never share a key. */
const accountKey = (request: FastifyRequest) => {
  const caller = request.caller;
  if (caller?.kind === 'driver') return `send-document:${caller.driverId}`;
  if (caller?.kind === 'company') return `send-document:company:${caller.companyId}`;
  throw new Error(`${request.routeOptions.url} limits an account it never authenticated`);
};

/**
 * The limits of e-mailing a document: per address in the route's config, then per account and per
 * recipient once the token has named the driver or the company. Answered 429 TooManyRequests by the error handler.
 */
export function sendRateLimit(app: FastifyInstance): {
  config: { rateLimit: { max: number; timeWindow: string } };
  preHandler: (request: FastifyRequest) => Promise<void>;
} {
  // Checkers, not second route limiters: the plugin runs only one of those per request.
  const perAccount = app.createRateLimit({ max: PER_ACCOUNT, timeWindow: '1 minute', keyGenerator: accountKey });
  const perRecipient = app.createRateLimit({ max: PER_RECIPIENT, timeWindow: '1 hour', keyGenerator: recipientKey });
  const refuse = (what: string) => Object.assign(new Error(`too many documents e-mailed for one ${what}`), { statusCode: 429 });
  return {
    config: { rateLimit: { max: PER_ADDRESS, timeWindow: '1 minute' } },
    preHandler: async (request) => {
      const byAccount = await perAccount(request);
      if (!byAccount.isAllowed && byAccount.isExceeded) throw refuse('account');
      const byRecipient = await perRecipient(request);
      if (!byRecipient.isAllowed && byRecipient.isExceeded) throw refuse('recipient');
    },
  };
}
