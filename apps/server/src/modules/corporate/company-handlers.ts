import { ZCorpCarsRequest } from '@city-parking/contract/corporate/corp-vehicle-calls';
import { ZOperationsFilterQuery } from '@city-parking/contract/operations/operations-filter';
import { validate } from '../../http/validate.ts';
import { toBalanceAnswer } from '../accounts/profile-answer.ts';
import type { CompanyHandler } from '../auth/auth-hook.ts';
import type { OperationsService } from '../operations/operations-service.ts';
import { toCorpOperation } from './corp-answer.ts';
import type { CorpFleetService } from './corp-fleet-service.ts';
import type { CorpProfileService } from './corp-profile-service.ts';

/** The company's side of the paths drivers call too, given to their routes by the composition root. */
export interface CompanyProfileHandlers {
  balance: CompanyHandler;
  changeCars: CompanyHandler;
}
export interface CompanyHistoryHandlers {
  operations: CompanyHandler;
  recentOperations: CompanyHandler;
}

export function companyHandlers({
  corpProfiles,
  corpFleet,
  operations,
}: {
  corpProfiles: CorpProfileService;
  corpFleet: CorpFleetService;
  operations: OperationsService;
}) {
  const profile: CompanyProfileHandlers = {
    balance: async (_request, companyId) => toBalanceAnswer(await corpProfiles.balance(companyId)),
    changeCars: async (request, companyId) => {
      const { car } = validate(ZCorpCarsRequest, request.body);
      await corpFleet.replaceAll(companyId, car);
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
  return { profile, history };
}
