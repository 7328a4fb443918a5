import {
  BANK_STATEMENT_BODY_MAX,
  ZOperatorBankStatementImportRequest,
  ZOperatorBankStatementImportResponse,
  ZOperatorBankStatementsQuery,
  ZOperatorBankStatementsResponse,
} from '@city-parking/contract/operator/operator-bank-statements';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { BankStatementsDeskService } from './bank-statements-desk-service.ts';
import type { DeskAccess } from './desk-access.ts';
import { deskActorOf } from './desk-actor.ts';

export interface OperatorBankStatementRouteServices {
  access: DeskAccess;
  bankStatementsDesk: BankStatementsDeskService;
}

/** The desk's bank statements, for the `finance` role: the import of a 1C statement file, and the past imports; operator token in the Authorization header. */
export function operatorBankStatementRoutes({ access, bankStatementsDesk }: OperatorBankStatementRouteServices): RoutesPlugin {
  return async (app) => {
    // A month's statement in base64 is larger than any call but the fines import: only this route
    // takes more than 1 MB. Each payment is its own short transaction, so a long file holds nothing long.
    app.post(
      '/api/operator/bank-statements/import/v1',
      {
        bodyLimit: BANK_STATEMENT_BODY_MAX,
        // The token and role are checked before the body is read: an upload without them costs no
        // parsing, and its schema parses the body only once the caller is known.
        ...access.needsBeforeBody(['finance'], { rateLimit: { max: 30, timeWindow: '1 minute' } }),
        schema: { body: ZOperatorBankStatementImportRequest, response: { 200: ZOperatorBankStatementImportResponse } },
      },
      async (request) => {
        return { status: 'ok', ...(await bankStatementsDesk.importStatement(deskActorOf(request), request.body)) };
      },
    );

    app.get(
      '/api/operator/bank-statements/v1',
      {
        schema: { querystring: ZOperatorBankStatementsQuery, response: { 200: ZOperatorBankStatementsResponse } },
        ...access.needs(['finance']),
      },
      async (request) => {
        const { page, next } = await bankStatementsDesk.list(request.query);
        return { status: 'ok', items: page, next };
      },
    );
  };
}
