import type { FastifyPluginAsync } from 'fastify';
import {
  ZCorpDriverFlagRequest,
  ZAddCorpDriverRequest,
  ZCorpDriverLimitRequest,
  ZEditCorpDriverRequest,
  ZRemoveCorpDriverRequest,
} from '@city-parking/contract/corporate/corp-driver-calls';
import { ZCorpLoginRequest } from '@city-parking/contract/corporate/corp-login';
import { ZCorpProfileQuery } from '@city-parking/contract/corporate/corp-profile';
import { ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import {
  ZAddCorpTsRequest,
  ZCorpDeviceFlagRequest,
  ZCorpTsParams,
  ZEditCorpDeviceRequest,
  ZRemoveCorpTsQuery,
} from '@city-parking/contract/corporate/corp-vehicle-calls';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { companyIdOf, driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { CompanyPayer } from './company-payer.ts';
import { toCorpProfile } from './corp-answer.ts';
import type { CorpDriverService } from './corp-driver-service.ts';
import type { CorpFleetService } from './corp-fleet-service.ts';
import type { CorpLoginService } from './corp-login-service.ts';
import type { CorpProfileService } from './corp-profile-service.ts';
import { ZAddCorpCarRequest, ZCorpCarsRequest, ZDeleteCorpCarRequest, ZEditCorpCarRequest } from '@city-parking/contract/corporate/corp-vehicle-calls';
import { ZOperationsFilterQuery } from '@city-parking/contract/operations/operations-query';
import { ZRefillRequest } from '@city-parking/contract/payments/refill';
import { AppError } from '../../errors/app-error.ts';
import { toBalanceAnswer } from '../accounts/profile-answer.ts';
import type { CompanyHandler } from '../auth/auth-hook.ts';
import type { OperationsService } from '../operations/operations-service.ts';
import { toCorpOperation } from './corp-answer.ts';
import type { CorpRefillService } from './corp-refill-service.ts';

export interface CorporateRouteServices {
  auth: AuthHooks;
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
export function corporateRoutes({ auth, corpLogins, corpProfiles, corpDrivers, corpFleet, companyPayers }: CorporateRouteServices): FastifyPluginAsync {
  return async (app) => {
    // The same per-address limit as the drivers' sign-in; failures are counted by the login service.
    app.post('/api/auth/login-corp-v1', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
      const { inn, contractNumber, captcha, captchaType } = validate(ZCorpLoginRequest, request.body);
      const token = await corpLogins.login(inn, contractNumber, captcha, request.ip, { type: captchaType, language: requestLanguage(request) });
      return { status: 'ok', id_session: token };
    });

    const signedIn = (schema: Parameters<typeof tokenIn.fieldOrHeader>[0]) => ({ preHandler: auth.company(tokenIn.fieldOrHeader(schema)) });

    app.get('/api/corp-profile/get-profile', signedIn(ZCorpProfileQuery), async (request) => ({
      status: 'ok',
      result: toCorpProfile(await corpProfiles.lists(companyIdOf(request))),
    }));

    // Drivers.
    for (const [path, active] of [
      ['activate-driver', true],
      ['deactivate-driver', false],
    ] as const) {
      app.put(`/api/corp-profile/${path}`, signedIn(ZCorpDriverFlagRequest), async (request) => {
        const { phone_number, inn } = validate(ZCorpDriverFlagRequest, queryAndBody(request));
        await corpDrivers.setActive(companyIdOf(request), phone_number, inn, active);
        return { status: 'ok' };
      });
    }
    app.put('/api/corp-profile/add-driver', signedIn(ZAddCorpDriverRequest), async (request) => {
      const { driver, car_number, phone } = validate(ZAddCorpDriverRequest, queryAndBody(request));
      return { status: 'ok', id: await corpDrivers.add(companyIdOf(request), { fio: driver, carNumber: car_number, phone }) };
    });
    app.post('/api/corp-profile/edit-driver', signedIn(ZEditCorpDriverRequest), async (request) => {
      const { phone, driver_n, car_number_n, phone_n } = validate(ZEditCorpDriverRequest, queryAndBody(request));
      await corpDrivers.edit(companyIdOf(request), phone, { fio: driver_n, carNumber: car_number_n, phone: phone_n });
      return { status: 'ok' };
    });
    app.delete('/api/corp-profile/remove-driver', signedIn(ZRemoveCorpDriverRequest), async (request) => {
      const { phone } = validate(ZRemoveCorpDriverRequest, queryAndBody(request));
      await corpDrivers.remove(companyIdOf(request), phone);
      return { status: 'ok' };
    });
    app.put('/api/corp-profile/set-driver-limit', signedIn(ZCorpDriverLimitRequest), async (request) => {
      const { phone, limit } = validate(ZCorpDriverLimitRequest, queryAndBody(request));
      await corpDrivers.setMonthlyLimit(companyIdOf(request), phone, limit === '' ? null : limit);
      return { status: 'ok' };
    });

    // Devices.
    for (const [path, active] of [
      ['activate-device', true],
      ['deactivate-device', false],
    ] as const) {
      app.put(`/api/corp-profile/${path}`, signedIn(ZCorpDeviceFlagRequest), async (request) => {
        const { imei, vin, inn } = validate(ZCorpDeviceFlagRequest, queryAndBody(request));
        await corpFleet.setDeviceActive(companyIdOf(request), { imei, vin, inn }, active);
        return { status: 'ok' };
      });
    }

    // Ours: the spec lists editing a device but has no call for it.
    app.post('/api/corp-profile/edit-device', signedIn(ZEditCorpDeviceRequest), async (request) => {
      const { id, imei, vin } = validate(ZEditCorpDeviceRequest, queryAndBody(request));
      await corpFleet.editDevice(companyIdOf(request), id, { imei, vin });
      return { status: 'ok' };
    });

    // A driver's side: the companies that pay for the driver's parking, which the payment card offers.
    app.get('/api/profile/company-payers', { preHandler: auth.driver(tokenIn.query(ZTokenQuery)) }, async (request) => ({
      status: 'ok',
      result: await companyPayers.payers(driverIdOf(request)),
    }));

    // Vehicles and devices by the profile's paths (the spec's `ts/1` adds, `ts/{id}` removes).
    app.post('/api/profile/ts/1', signedIn(ZAddCorpTsRequest), async (request) => {
      const input = validate(ZAddCorpTsRequest, queryAndBody(request));
      const { vehicleId, deviceId } = await corpFleet.add(companyIdOf(request), input);
      return { status: 'ok', id: vehicleId, deviceId };
    });
    app.delete('/api/profile/ts/:id', signedIn(ZRemoveCorpTsQuery), async (request) => {
      const { id } = validate(ZCorpTsParams, request.params);
      const { kind } = validate(ZRemoveCorpTsQuery, queryAndBody(request));
      await corpFleet.remove(companyIdOf(request), kind, id);
      return { status: 'ok' };
    });
  };
}

/** The company's side of the paths drivers call too, given to their routes by the composition root. */
export interface CompanyProfileHandlers {
  balance: CompanyHandler;
  changeCars: CompanyHandler;
  addCar: CompanyHandler;
  editCar: CompanyHandler;
  deleteCar: CompanyHandler;
}
export interface CompanyPaymentHandlers {
  refill: CompanyHandler;
}
export interface CompanyHistoryHandlers {
  operations: CompanyHandler;
  recentOperations: CompanyHandler;
}

export function companyHandlers({
  corpProfiles,
  corpFleet,
  corpRefills,
  operations,
}: {
  corpProfiles: CorpProfileService;
  corpFleet: CorpFleetService;
  corpRefills: CorpRefillService;
  operations: OperationsService;
}) {
  const profile: CompanyProfileHandlers = {
    balance: async (_request, companyId) => toBalanceAnswer(await corpProfiles.balance(companyId)),
    changeCars: async (request, companyId) => {
      const { car } = validate(ZCorpCarsRequest, request.body);
      await corpFleet.replaceAll(companyId, car);
      return { status: 'ok' };
    },
    addCar: async (request, companyId) => {
      const { grz, VINNumber } = validate(ZAddCorpCarRequest, request.body);
      if (!grz) throw new AppError('ValidationError', { grz: 'RequiredField' });
      const { vehicleId } = await corpFleet.add(companyId, { number: grz, VINNumber, imei: '' });
      return { status: 'ok', id: vehicleId };
    },
    editCar: async (request, companyId) => {
      const { oldgrz, newgrz, VINNumber, active, main } = validate(ZEditCorpCarRequest, request.body);
      await corpFleet.edit(companyId, oldgrz, { plate: newgrz, vin: VINNumber, active, main });
      return { status: 'ok' };
    },
    deleteCar: async (request, companyId) => {
      const { grz } = validate(ZDeleteCorpCarRequest, queryAndBody(request));
      await corpFleet.removeByPlate(companyId, grz);
      return { status: 'ok' };
    },
  };
  const history: CompanyHistoryHandlers = {
    // The history's own filters, parsed as a driver's are, and the company's `Driver` (a phone).
    operations: async (request, companyId) => {
      const filter = operations.filterOf(validate(ZOperationsFilterQuery, request.query));
      return { status: 'ok', result: (await corpProfiles.history(companyId, filter)).map(toCorpOperation) };
    },
    recentOperations: async (_request, companyId) => ({ status: 'ok', result: (await corpProfiles.history(companyId, {})).map(toCorpOperation) }),
  };
  const payments: CompanyPaymentHandlers = {
    // The driver's top-up call with a coop token tops up the company: its own ledger, never a driver's.
    refill: async (request, companyId) => {
      const input = validate(ZRefillRequest, request.body);
      const { redirectUrl } = await corpRefills.refill({ companyId, input, language: requestLanguage(request) });
      return { status: 'ok', RedirectURL: redirectUrl };
    },
  };
  return { profile, history, payments };
}
