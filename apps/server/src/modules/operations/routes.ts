import type { FastifyPluginAsync } from 'fastify';
import { ZOperationsFilterQuery, ZRecentOperationsQuery } from '@city-parking/contract/operations/operations-filter';
import { validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import { toOperationAnswer } from './operation-answer.ts';
import type { OperationsService } from './operations-service.ts';

export interface OperationRouteServices {
  auth: AuthHooks;
  operations: OperationsService;
}

/** The driver's operations history: the filtered, paged call and the recent operations. */
export function operationRoutes({ auth, operations }: OperationRouteServices): FastifyPluginAsync {
  return async (app) => {
    const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } };

    // The spec's call takes its filters in the query, POST though it is.
    app.post('/api/profile/get-operations-with-filter', { config: limits, preHandler: auth.driver(tokenIn.query(ZOperationsFilterQuery)) }, async (request) => {
      const filter = operations.filterOf(validate(ZOperationsFilterQuery, request.query));
      const rows = await operations.page(driverIdOf(request), filter);
      return { status: 'ok', result: rows.map(toOperationAnswer) };
    });

    app.get('/api/profile/get-operations-v2', { config: limits, preHandler: auth.driver(tokenIn.query(ZRecentOperationsQuery)) }, async (request) => {
      const rows = await operations.page(driverIdOf(request), {});
      return { status: 'ok', result: rows.map(toOperationAnswer) };
    });
  };
}
