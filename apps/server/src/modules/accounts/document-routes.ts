import type { FastifyPluginAsync } from 'fastify';
import { ZAddDocumentRequest, ZDeleteDocumentRequest, ZEditDocumentRequest } from '@city-parking/contract/profile/vehicle-calls';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, type AuthHooks } from '../auth/auth-hook.ts';
import { driverOptions } from './route-options.ts';
import type { VehicleService } from './vehicle-service.ts';

export interface DocumentRouteServices {
  auth: AuthHooks;
  vehicles: VehicleService;
}

/** The driver's documents (the vehicles' service keeps them). */
export function documentRoutes({ auth, vehicles }: DocumentRouteServices): FastifyPluginAsync {
  return async (app) => {
    const { byBody, byEither } = driverOptions(auth);
    app.post('/api/profile/document', byBody(ZAddDocumentRequest), async (request) => {
      const { type, number } = validate(ZAddDocumentRequest, request.body);
      await vehicles.saveDocument(driverIdOf(request), { type, number });
      return { status: 'ok' };
    });
    app.put('/api/profile/document', byBody(ZEditDocumentRequest), async (request) => {
      const { id, type, number } = validate(ZEditDocumentRequest, request.body);
      await vehicles.saveDocument(driverIdOf(request), { id, type, number });
      return { status: 'ok' };
    });
    app.delete('/api/profile/document', byEither(ZDeleteDocumentRequest), async (request) => {
      const { id } = validate(ZDeleteDocumentRequest, queryAndBody(request));
      await vehicles.removeDocument(driverIdOf(request), id);
      return { status: 'ok' };
    });
  };
}
