import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZGuestTokenResponse } from '@city-parking/contract/auth/guest';
import { ZLogoutRequest } from '@city-parking/contract/auth/logout';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { TokenService } from './token-service.ts';

/** Session calls shared by every kind of user. */
export function authRoutes(tokens: TokenService): RoutesPlugin {
  return async (app) => {
    app.post(
      '/api/auth/guest',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { response: { 200: ZGuestTokenResponse } } },
      async () => ({
        status: 'ok',
        token: await tokens.issue('guest', null),
      }),
    );

    // Logging out twice, or with a token the server no longer knows, is still a logout.
    app.post('/api/auth/logout', { schema: { body: ZLogoutRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      await tokens.revoke(request.body.token);
      return { status: 'ok' };
    });
  };
}
