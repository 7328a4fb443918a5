import type { output } from 'zod/v4/core';
import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZCompanyPayersResponse } from '@city-parking/contract/corporate/company-payers';
import {
  ZAddCorpDriverRequest,
  ZAddCorpDriverResponse,
  ZCorpDriverFlagRequest,
  ZCorpDriverLimitRequest,
  ZEditCorpDriverRequest,
  ZRemoveCorpDriverRequest,
} from '@city-parking/contract/corporate/corp-driver-calls';
import { ZCorpOperationsResponse } from '@city-parking/contract/corporate/corp-history';
import { ZCorpLoginRequest, ZCorpLoginResponse } from '@city-parking/contract/corporate/corp-login';
import { ZCorpProfileQuery, ZCorpProfileResponse } from '@city-parking/contract/corporate/corp-profile';
import {
  ZAddCorpCarRequest,
  ZAddCorpCarResponse,
  ZAddCorpTsRequest,
  ZAddCorpTsResponse,
  ZCorpCarsRequest,
  ZCorpDeviceFlagRequest,
  ZCorpTsParams,
  ZDeleteCorpCarRequest,
  ZEditCorpCarRequest,
  ZEditCorpDeviceRequest,
  ZRemoveCorpTsQuery,
} from '@city-parking/contract/corporate/corp-vehicle-calls';
import type { ZOperationsFilterQuery } from '@city-parking/contract/operations/operations-query';
import { ZRedirectResponse, type ZRefillRequest } from '@city-parking/contract/payments/refill';
import { ZBalanceResponse, ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { queryIntoBody } from '../../http/validate.ts';
import { toBalanceAnswer } from '../accounts/profile-answer.ts';
import type { CompanyVehicleHandlers } from '../accounts/vehicle-routes.ts';
import { companyIdOf, driverIdOf, tokenIn, type AuthHooks, type CompanyRoute } from '../auth/auth-hook.ts';
import type { OperationsService } from '../operations/operations-service.ts';
import type { CabinetGate } from './cabinet-gate.ts';
import type { CompanyPayer } from './company-payer.ts';
import { toCorpOperation, toCorpProfile } from './corp-answer.ts';
import type { CorpDriverService } from './corp-driver-service.ts';
import type { CorpFleetService } from './corp-fleet-service.ts';
import type { CorpLoginService } from './corp-login-service.ts';
import type { CorpProfileService } from './corp-profile-service.ts';
import type { CorpRefillService } from './corp-refill-service.ts';

export interface CorporateRouteServices {
  auth: AuthHooks;
  cabinet: CabinetGate;
  corpLogins: CorpLoginService;
  corpProfiles: CorpProfileService;
  corpDrivers: CorpDriverService;
  corpFleet: CorpFleetService;
  companyPayers: CompanyPayer;
}

/**
 * The corporate cabinet: a company's sign-in, its profile and its lists of drivers, vehicles and
 * devices. Every call carries the coop token (`token` in the query or body, or the Authorization
 * header), which no driver's call accepts; the calls drivers share (balance, change-cars, history)
 * are the driver's routes', given the company's handlers of companyHandlers below.
 */
export function corporateRoutes({ auth, cabinet, corpLogins, corpProfiles, corpDrivers, corpFleet, companyPayers }: CorporateRouteServices): RoutesPlugin {
  return async (app) => {
    // A closed city refuses a company's every call before anything of it is read.
    const open = async () => cabinet.assertOpen();

    // The same per-address limit as the drivers' sign-in; failures are counted by the login service.
    app.post(
      '/api/auth/login-corp-v1',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        onRequest: open,
        schema: { body: ZCorpLoginRequest, response: { 200: ZCorpLoginResponse } },
      },
      async (request) => {
        const { inn, contractNumber, captcha, captchaType } = request.body;
        const token = await corpLogins.login(inn, contractNumber, captcha, request.ip, { type: captchaType, language: requestLanguage(request) });
        return { status: 'ok', id_session: token };
      },
    );

    const companyToken = auth.company(tokenIn.fieldOrHeader());
    // The cabinet's clients send the fields of a PUT, POST or DELETE in the query or the body: both
    // are merged into the body, which the route's schema parses once.
    const signedIn = { onRequest: open, preValidation: queryIntoBody, preHandler: companyToken };

    app.get(
      '/api/corp-profile/get-profile',
      { schema: { querystring: ZCorpProfileQuery, response: { 200: ZCorpProfileResponse } }, onRequest: open, preHandler: companyToken },
      async (request) => ({ status: 'ok', result: toCorpProfile(await corpProfiles.lists(companyIdOf(request))) }),
    );

    // Drivers.
    for (const [path, active] of [
      ['activate-driver', true],
      ['deactivate-driver', false],
    ] as const) {
      app.put(`/api/corp-profile/${path}`, { ...signedIn, schema: { body: ZCorpDriverFlagRequest, response: { 200: ZOkAnswer } } }, async (request) => {
        const { phone_number, inn } = request.body;
        await corpDrivers.setActive(companyIdOf(request), phone_number, inn, active);
        return { status: 'ok' };
      });
    }
    app.put(
      '/api/corp-profile/add-driver',
      { ...signedIn, schema: { body: ZAddCorpDriverRequest, response: { 200: ZAddCorpDriverResponse } } },
      async (request) => {
        const { driver, car_number, phone } = request.body;
        return { status: 'ok', id: await corpDrivers.add(companyIdOf(request), { fio: driver, carNumber: car_number, phone }) };
      },
    );
    app.post('/api/corp-profile/edit-driver', { ...signedIn, schema: { body: ZEditCorpDriverRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { phone, driver_n, car_number_n, phone_n } = request.body;
      await corpDrivers.edit(companyIdOf(request), phone, { fio: driver_n, carNumber: car_number_n, phone: phone_n });
      return { status: 'ok' };
    });
    app.delete(
      '/api/corp-profile/remove-driver',
      { ...signedIn, schema: { body: ZRemoveCorpDriverRequest, response: { 200: ZOkAnswer } } },
      async (request) => {
        await corpDrivers.remove(companyIdOf(request), request.body.phone);
        return { status: 'ok' };
      },
    );
    app.put('/api/corp-profile/set-driver-limit', { ...signedIn, schema: { body: ZCorpDriverLimitRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { phone, limit } = request.body;
      await corpDrivers.setMonthlyLimit(companyIdOf(request), phone, limit === '' ? null : limit);
      return { status: 'ok' };
    });

    // Devices.
    for (const [path, active] of [
      ['activate-device', true],
      ['deactivate-device', false],
    ] as const) {
      app.put(`/api/corp-profile/${path}`, { ...signedIn, schema: { body: ZCorpDeviceFlagRequest, response: { 200: ZOkAnswer } } }, async (request) => {
        const { imei, vin, inn } = request.body;
        await corpFleet.setDeviceActive(companyIdOf(request), { imei, vin, inn }, active);
        return { status: 'ok' };
      });
    }

    // Ours: the spec lists editing a device but has no call for it.
    app.post('/api/corp-profile/edit-device', { ...signedIn, schema: { body: ZEditCorpDeviceRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { id, imei, vin } = request.body;
      await corpFleet.editDevice(companyIdOf(request), id, { imei, vin });
      return { status: 'ok' };
    });

    // A driver's side: the companies that pay for the driver's parking, which the payment card offers.
    app.get(
      '/api/profile/company-payers',
      { schema: { querystring: ZTokenQuery, response: { 200: ZCompanyPayersResponse } }, preHandler: auth.driver(tokenIn.query()) },
      async (request) => ({ status: 'ok', result: await companyPayers.payers(driverIdOf(request)) }),
    );

    // Vehicles and devices by the profile's paths (the spec's `ts/1` adds, `ts/{id}` removes).
    app.post('/api/profile/ts/1', { ...signedIn, schema: { body: ZAddCorpTsRequest, response: { 200: ZAddCorpTsResponse } } }, async (request) => {
      const { vehicleId, deviceId } = await corpFleet.add(companyIdOf(request), request.body);
      return { status: 'ok', id: vehicleId, deviceId };
    });
    app.delete(
      '/api/profile/ts/:id',
      { ...signedIn, schema: { params: ZCorpTsParams, body: ZRemoveCorpTsQuery, response: { 200: ZOkAnswer } } },
      async (request) => {
        await corpFleet.remove(companyIdOf(request), request.body.kind, request.params.id);
        return { status: 'ok' };
      },
    );
  };
}

/** The company's side of the paths drivers call too, given to their routes by the composition root. */
export interface CompanyProfileHandlers extends CompanyVehicleHandlers {
  balance: CompanyRoute;
}
export interface CompanyPaymentHandlers {
  refill: CompanyRoute<output<typeof ZRefillRequest>>;
}
export interface CompanyHistoryHandlers {
  operations: CompanyRoute<output<typeof ZOperationsFilterQuery>>;
  recentOperations: CompanyRoute;
}

type Handled = { handle: (...args: never[]) => Promise<unknown> };

/** The routes with the city's gate before each: a closed city answers ServiceClosed to a company's every call. */
function gated<T extends { [K in keyof T]: Handled }>(cabinet: CabinetGate, routes: T): T {
  const out = { ...routes };
  for (const key of Object.keys(routes) as (keyof T)[]) {
    const handle = routes[key].handle as (...args: unknown[]) => Promise<unknown>;
    out[key] = {
      ...routes[key],
      handle: async (...args: unknown[]) => {
        await cabinet.assertOpen();
        return handle(...args);
      },
    };
  }
  return out;
}

export function companyHandlers({
  cabinet,
  corpProfiles,
  corpFleet,
  corpRefills,
  operations,
}: {
  cabinet: CabinetGate;
  corpProfiles: CorpProfileService;
  corpFleet: CorpFleetService;
  corpRefills: CorpRefillService;
  operations: OperationsService;
}) {
  // Each car call of a coop token takes the company's own fields, parsed once its token names a company.
  const profile: CompanyProfileHandlers = {
    balance: { answer: ZBalanceResponse, handle: async (_input, companyId) => toBalanceAnswer(await corpProfiles.balance(companyId)) },
    changeCars: {
      input: ZCorpCarsRequest,
      answer: ZOkAnswer,
      handle: async ({ car }, companyId) => {
        await corpFleet.replaceAll(companyId, car);
        return { status: 'ok' };
      },
    },
    addCar: {
      input: ZAddCorpCarRequest,
      answer: ZAddCorpCarResponse,
      handle: async ({ grz, VINNumber }, companyId) => {
        if (!grz) throw new AppError('ValidationError', { grz: 'RequiredField' });
        const { vehicleId } = await corpFleet.add(companyId, { number: grz, VINNumber, imei: '' });
        return { status: 'ok', id: vehicleId };
      },
    },
    editCar: {
      input: ZEditCorpCarRequest,
      answer: ZOkAnswer,
      handle: async ({ oldgrz, newgrz, VINNumber, active, main }, companyId) => {
        await corpFleet.edit(companyId, oldgrz, { plate: newgrz, vin: VINNumber, active, main });
        return { status: 'ok' };
      },
    },
    deleteCar: {
      input: ZDeleteCorpCarRequest,
      answer: ZOkAnswer,
      handle: async ({ grz }, companyId) => {
        await corpFleet.removeByPlate(companyId, grz);
        return { status: 'ok' };
      },
    },
  };
  const history: CompanyHistoryHandlers = {
    // The history's own filters, parsed as a driver's are, and the company's `Driver` (a phone).
    operations: {
      answer: ZCorpOperationsResponse,
      handle: async (input, companyId) => {
        const filter = operations.filterOf(input);
        return { status: 'ok', result: (await corpProfiles.history(companyId, filter)).map(toCorpOperation) };
      },
    },
    recentOperations: {
      answer: ZCorpOperationsResponse,
      handle: async (_input, companyId) => ({ status: 'ok', result: (await corpProfiles.history(companyId, {})).map(toCorpOperation) }),
    },
  };
  const payments: CompanyPaymentHandlers = {
    // The driver's top-up call with a coop token tops up the company: its own ledger, never a driver's.
    refill: {
      answer: ZRedirectResponse,
      handle: async (input, companyId, request) => {
        const { redirectUrl } = await corpRefills.refill({ companyId, input, language: requestLanguage(request) });
        return { status: 'ok', RedirectURL: redirectUrl };
      },
    },
  };
  return { profile: gated(cabinet, profile), history: gated(cabinet, history), payments: gated(cabinet, payments) };
}
