import {
  ZDriverBlockRequest,
  ZDriverBlockResponse,
  ZDriverCardQuery,
  ZDriverCardResponse,
  ZDriverSearchQuery,
  ZDriverSearchResponse,
} from '@city-parking/contract/operator/operator-drivers';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { DeskAccess } from './desk-access.ts';
import { deskActorOf } from './desk-actor.ts';
import type { DriverDeskService } from './driver-desk-service.ts';

/** The desk's look at drivers: the search and a driver's card for support and finance; blocking for support. */
export function driverDeskRoutes({ access, drivers }: { access: DeskAccess; drivers: DriverDeskService }): RoutesPlugin {
  return async (app) => {
    const readers = access.needs(['support', 'finance']);
    const support = access.needs(['support']);

    app.get(
      '/api/operator/drivers/v1',
      { schema: { querystring: ZDriverSearchQuery, response: { 200: ZDriverSearchResponse } }, ...readers },
      async (request) => {
        return { status: 'ok', ...(await drivers.search(request.query)) };
      },
    );

    app.get(
      '/api/operator/drivers/card/v1',
      { schema: { querystring: ZDriverCardQuery, response: { 200: ZDriverCardResponse } }, ...readers },
      async (request) => {
        return { status: 'ok', driver: await drivers.card(deskActorOf(request), request.query.id) };
      },
    );

    app.post(
      '/api/operator/drivers/block/v1',
      { schema: { body: ZDriverBlockRequest, response: { 200: ZDriverBlockResponse } }, ...support },
      async (request) => ({ status: 'ok', blocked: await drivers.block(deskActorOf(request), request.body.driverId, request.body.reason) }),
    );

    app.post(
      '/api/operator/drivers/unblock/v1',
      { schema: { body: ZDriverBlockRequest, response: { 200: ZDriverBlockResponse } }, ...support },
      async (request) => ({ status: 'ok', blocked: await drivers.unblock(deskActorOf(request), request.body.driverId, request.body.reason) }),
    );
  };
}
