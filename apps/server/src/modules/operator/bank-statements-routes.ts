import type { FastifyPluginAsync } from 'fastify';
import {
  BANK_STATEMENT_BODY_MAX,
  ZOperatorBankStatementImportRequest,
  ZOperatorBankStatementsQuery,
} from '@city-parking/contract/operator/operator-bank-statements';
import { validate } from '../../http/validate.ts';
import { operatorIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { BankStatementsDeskService } from './bank-statements-desk-service.ts';
import type { OperatorLoginService } from './operator-login-service.ts';

export interface OperatorBankStatementRouteServices {
  auth: AuthHooks;
  operatorLogins: OperatorLoginService;
  bankStatementsDesk: BankStatementsDeskService;
}

/** The desk's bank statements: the import of a 1C statement file, and the past imports; operator token in the Authorization header. */
export function operatorBankStatementRoutes({ auth, operatorLogins, bankStatementsDesk }: OperatorBankStatementRouteServices): FastifyPluginAsync {
  return async (app) => {
    const signedIn = auth.operator;

    // A month's statement in base64 is larger than any call but the fines import: only this route
    // takes more than 1 MB. Each payment is its own short transaction, so a long file holds nothing long.
    app.post(
      '/api/operator/bank-statements/import/v1',
      {
        bodyLimit: BANK_STATEMENT_BODY_MAX,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        // The token is checked before the body is read: an upload without one costs no parsing.
        onRequest: signedIn(tokenIn.headerBeforeBody(), operatorLogins.isActive),
      },
      async (request) => {
        const input = validate(ZOperatorBankStatementImportRequest, request.body);
        return { status: 'ok', ...(await bankStatementsDesk.importStatement(operatorIdOf(request), input)) };
      },
    );

    app.get(
      '/api/operator/bank-statements/v1',
      { preHandler: signedIn(tokenIn.header(ZOperatorBankStatementsQuery, 'query'), operatorLogins.isActive) },
      async (request) => {
        const { page, next } = await bankStatementsDesk.list(validate(ZOperatorBankStatementsQuery, request.query));
        return { status: 'ok', items: page, next };
      },
    );
  };
}
