import type { FastifyPluginAsync } from 'fastify';
import { FINES_IMPORT_BODY_MAX, ZOperatorFinesImportRequest, ZOperatorFinesQuery } from '@city-parking/contract/operator/operator-fines';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { operatorIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import { toDeskFine } from './desk-fine-answer.ts';
import type { FinesDeskService } from './fines-desk-service.ts';
import type { OperatorLoginService } from './operator-login-service.ts';

export interface OperatorFinesRouteServices {
  auth: AuthHooks;
  operatorLogins: OperatorLoginService;
  finesDesk: FinesDeskService;
}

/** The desk's fines: the import of a register file with its photos, and the city's list; operator token in the Authorization header. */
export function operatorFinesRoutes({ auth, operatorLogins, finesDesk }: OperatorFinesRouteServices): FastifyPluginAsync {
  return async (app) => {
    const signedIn = auth.operator;

    // A file with its photos is larger than any other call: only this route takes more than 1 MB.
    // The import writes in short transactions, so even a large file never holds the city's database long.
    app.post(
      '/api/operator/fines/import/v1',
      {
        bodyLimit: FINES_IMPORT_BODY_MAX,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        // The token is checked before the body is read: an upload without one costs no parsing.
        onRequest: signedIn(tokenIn.headerBeforeBody(), operatorLogins.isActive),
      },
      async (request) => {
        const input = validate(ZOperatorFinesImportRequest, request.body);
        const report = await finesDesk.importFines(operatorIdOf(request), input);
        return { status: 'ok', ...report };
      },
    );

    app.get('/api/operator/fines/v1', { preHandler: signedIn(tokenIn.header(ZOperatorFinesQuery, 'query'), operatorLogins.isActive) }, async (request) => {
      const query = validate(ZOperatorFinesQuery, request.query);
      const { page, next } = await finesDesk.list(query);
      const language = requestLanguage(request);
      return { status: 'ok', items: page.map((row) => toDeskFine(row, language)), next };
    });
  };
}
