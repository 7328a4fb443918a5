import { ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { tokenIn, type AuthHooks } from '../auth/auth-hook.ts';

/** Calls that send messages or guess secrets are limited per address on top of their own rules. */
export const STRICT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** Every profile call is the signed-in driver's; its token is in the query, the body or either. */
export function driverOptions(auth: AuthHooks) {
  return {
    byQuery: { preHandler: auth.driver(tokenIn.query(ZTokenQuery)) },
    byBody: (schema: Parameters<typeof tokenIn.body>[0]) => ({ preHandler: auth.driver(tokenIn.body(schema)) }),
    byEither: (schema: Parameters<typeof tokenIn.queryOrBody>[0]) => ({ preHandler: auth.driver(tokenIn.queryOrBody(schema)) }),
  };
}
