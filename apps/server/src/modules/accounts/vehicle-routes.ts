import type { output } from 'zod/v4/core';
import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import type { ZAddCorpCarRequest, ZCorpCarsRequest, ZDeleteCorpCarRequest, ZEditCorpCarRequest } from '@city-parking/contract/corporate/corp-vehicle-calls';
import { ZAddCarRequest, ZChangeCarsRequest, ZDeleteCarRequest, ZEditCarRequest } from '@city-parking/contract/profile/vehicle-calls';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyOwnRoute } from '../auth/auth-hook.ts';
import type { VehicleService } from './vehicle-service.ts';

/** A company's side of the vehicle paths (a coop token, its own fields). */
export interface CompanyVehicleHandlers {
  changeCars: CompanyOwnRoute<output<typeof ZCorpCarsRequest>>;
  addCar: CompanyOwnRoute<output<typeof ZAddCorpCarRequest>>;
  editCar: CompanyOwnRoute<output<typeof ZEditCorpCarRequest>>;
  deleteCar: CompanyOwnRoute<output<typeof ZDeleteCorpCarRequest>>;
}

export interface VehicleRouteServices {
  auth: AuthHooks;
  vehicles: VehicleService;
  /** Without them the vehicle paths are a driver's only. */
  company?: CompanyVehicleHandlers | undefined;
}

/** The driver's vehicles, on paths a company's cabinet shares (with its own fields: see sharedPath). */
export function vehicleRoutes({ auth, vehicles, company }: VehicleRouteServices): RoutesPlugin {
  return async (app) => {
    const addCar = sharedPath(auth, { in: 'body', token: tokenIn.body(), input: ZAddCarRequest, answer: ZOkAnswer, company: company?.addCar });
    app.post(
      '/api/profile/car',
      addCar.options,
      addCar.handle(async ({ token: _token, ...input }, request) => {
        await vehicles.add(driverIdOf(request), input);
        return { status: 'ok' };
      }),
    );
    const editCar = sharedPath(auth, { in: 'body', token: tokenIn.body(), input: ZEditCarRequest, answer: ZOkAnswer, company: company?.editCar });
    app.put(
      '/api/profile/car',
      editCar.options,
      editCar.handle(async ({ token: _token, oldgrz, newgrz, ...input }, request) => {
        await vehicles.edit(driverIdOf(request), oldgrz, { ...input, grz: newgrz });
        return { status: 'ok' };
      }),
    );
    const deleteCar = sharedPath(auth, {
      in: 'queryOrBody',
      token: tokenIn.queryOrBody(),
      input: ZDeleteCarRequest,
      answer: ZOkAnswer,
      company: company?.deleteCar,
    });
    app.delete(
      '/api/profile/car',
      deleteCar.options,
      deleteCar.handle(async ({ grz }, request) => {
        await vehicles.remove(driverIdOf(request), grz);
        return { status: 'ok' };
      }),
    );
    // A company sends its own list here with a coop token.
    const changeCars = sharedPath(auth, { in: 'body', token: tokenIn.body(), input: ZChangeCarsRequest, answer: ZOkAnswer, company: company?.changeCars });
    for (const path of ['change-cars', 'change-cars-v2']) {
      app.put(
        `/api/profile/${path}`,
        changeCars.options,
        changeCars.handle(async ({ car }, request) => {
          await vehicles.replaceAll(driverIdOf(request), car);
          return { status: 'ok' };
        }),
      );
    }
  };
}
