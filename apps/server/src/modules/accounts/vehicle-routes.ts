import type { FastifyPluginAsync } from 'fastify';
import { ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { ZAddCarRequest, ZChangeCarsRequest, ZDeleteCarRequest, ZEditCarRequest } from '@city-parking/contract/profile/vehicle-calls';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyHandler } from '../auth/auth-hook.ts';
import type { VehicleService } from './vehicle-service.ts';

/** A company's handlers of the vehicle paths (a coop token, its own fields). */
export interface CompanyVehicleHandlers {
  changeCars: CompanyHandler;
  addCar: CompanyHandler;
  editCar: CompanyHandler;
  deleteCar: CompanyHandler;
}

export interface VehicleRouteServices {
  auth: AuthHooks;
  vehicles: VehicleService;
  /** Without them the vehicle paths are a driver's only. */
  company?: CompanyVehicleHandlers | undefined;
}

/** The driver's vehicles, on paths a company's cabinet shares. */
export function vehicleRoutes({ auth, vehicles, company }: VehicleRouteServices): FastifyPluginAsync {
  return async (app) => {
    // A company's car calls share these paths (a coop token, its own fields): only the token is read before the kind is known.
    const addCar = sharedPath(auth, company ? tokenIn.body(ZTokenQuery) : tokenIn.body(ZAddCarRequest), company?.addCar);
    app.post(
      '/api/profile/car',
      { preHandler: addCar.preHandler },
      addCar.handle(async (request) => {
        const { token: _token, ...input } = validate(ZAddCarRequest, request.body);
        await vehicles.add(driverIdOf(request), input);
        return { status: 'ok' };
      }),
    );
    const editCar = sharedPath(auth, company ? tokenIn.body(ZTokenQuery) : tokenIn.body(ZEditCarRequest), company?.editCar);
    app.put(
      '/api/profile/car',
      { preHandler: editCar.preHandler },
      editCar.handle(async (request) => {
        const { token: _token, oldgrz, newgrz, ...input } = validate(ZEditCarRequest, request.body);
        await vehicles.edit(driverIdOf(request), oldgrz, { ...input, grz: newgrz });
        return { status: 'ok' };
      }),
    );
    const deleteCar = sharedPath(auth, company ? tokenIn.queryOrBody(ZTokenQuery) : tokenIn.queryOrBody(ZDeleteCarRequest), company?.deleteCar);
    app.delete(
      '/api/profile/car',
      { preHandler: deleteCar.preHandler },
      deleteCar.handle(async (request) => {
        const { grz } = validate(ZDeleteCarRequest, queryAndBody(request));
        await vehicles.remove(driverIdOf(request), grz);
        return { status: 'ok' };
      }),
    );
    // A company sends its own list here with a coop token: only the token is read before the kind is known.
    const changeCars = sharedPath(auth, company ? tokenIn.body(ZTokenQuery) : tokenIn.body(ZChangeCarsRequest), company?.changeCars);
    for (const path of ['change-cars', 'change-cars-v2']) {
      app.put(
        `/api/profile/${path}`,
        { preHandler: changeCars.preHandler },
        changeCars.handle(async (request) => {
          const { car } = validate(ZChangeCarsRequest, request.body);
          await vehicles.replaceAll(driverIdOf(request), car);
          return { status: 'ok' };
        }),
      );
    }
  };
}
