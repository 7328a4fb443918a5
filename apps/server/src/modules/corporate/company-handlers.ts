import { ZAddCorpCarRequest, ZCorpCarsRequest, ZDeleteCorpCarRequest, ZEditCorpCarRequest } from '@city-parking/contract/corporate/corp-vehicle-calls';
import { ZOperationsFilterQuery } from '@city-parking/contract/operations/operations-query';
import { ZRefillRequest } from '@city-parking/contract/payments/refill';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { AppError } from '../../errors/app-error.ts';
import { toBalanceAnswer } from '../accounts/profile-answer.ts';
import type { CompanyHandler } from '../auth/auth-hook.ts';
import type { OperationsService } from '../operations/operations-service.ts';
import { toCorpOperation } from './corp-answer.ts';
import type { CorpFleetService } from './corp-fleet-service.ts';
import type { CorpRefillService } from './corp-refill-service.ts';
import type { CorpProfileService } from './corp-profile-service.ts';

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
