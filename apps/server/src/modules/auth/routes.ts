import type { FastifyPluginAsync } from 'fastify';
import { ZLogoutRequest } from '@city-parking/contract/auth/logout';
import { validate } from '../../http/validate.ts';
import type { TokenService } from './token-service.ts';

/** Session calls shared by every kind of user. */
export function authRoutes(tokens: TokenService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/auth/guest', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async () => ({
      status: 'ok',
      token: await tokens.issue('guest', null),
    }));

    // Logging out twice, or with a token the server no longer knows, is still a logout.
    app.post('/api/auth/logout', async (request) => {
      const { token } = validate(ZLogoutRequest, request.body);
      await tokens.revoke(token);
      return { status: 'ok' };
    });
  };
}
