import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZAddDocumentRequest, ZDeleteDocumentRequest, ZEditDocumentRequest } from '@city-parking/contract/profile/vehicle-calls';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { queryIntoBody } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { VehicleService } from './vehicle-service.ts';

export interface DocumentRouteServices {
  auth: AuthHooks;
  vehicles: VehicleService;
}

/** The driver's documents (the vehicles' service keeps them). */
export function documentRoutes({ auth, vehicles }: DocumentRouteServices): RoutesPlugin {
  return async (app) => {
    // The token is read from the body the route's schema has parsed (the DELETE's query merged into it).
    const driver = auth.driver(tokenIn.body());
    app.post('/api/profile/document', { schema: { body: ZAddDocumentRequest, response: { 200: ZOkAnswer } }, preHandler: driver }, async (request) => {
      const { type, number } = request.body;
      await vehicles.saveDocument(driverIdOf(request), { type, number });
      return { status: 'ok' };
    });
    app.put('/api/profile/document', { schema: { body: ZEditDocumentRequest, response: { 200: ZOkAnswer } }, preHandler: driver }, async (request) => {
      const { id, type, number } = request.body;
      await vehicles.saveDocument(driverIdOf(request), { id, type, number });
      return { status: 'ok' };
    });
    app.delete(
      '/api/profile/document',
      { preValidation: queryIntoBody, schema: { body: ZDeleteDocumentRequest, response: { 200: ZOkAnswer } }, preHandler: driver },
      async (request) => {
        await vehicles.removeDocument(driverIdOf(request), request.body.id);
        return { status: 'ok' };
      },
    );
  };
}
