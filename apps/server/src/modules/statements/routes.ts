import { ZCorpStatementQuery } from '@city-parking/contract/corporate/corp-statement';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { companyIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { StatementService } from './statement-service.ts';

export interface StatementRouteDeps {
  auth: AuthHooks;
  statements: StatementService;
}

/**
 * GET /api/corp-profile/statement: the company's statement of a month as the e-mailed file, for the
 * cabinet's download. The answer is the file, so the route declares only its input.
 */
export function statementRoutes({ auth, statements }: StatementRouteDeps): RoutesPlugin {
  return async (app) => {
    // A statement is a few short queries and a file of a few pages; a person downloads a few a minute.
    const limits = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    app.get(
      '/api/corp-profile/statement',
      { config: limits, schema: { querystring: ZCorpStatementQuery }, preHandler: auth.company(tokenIn.fieldOrHeader()) },
      async (request, reply) => {
        const { month, format } = request.query;
        const file = await statements.file(companyIdOf(request), month, format, requestLanguage(request));
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.content));
      },
    );
  };
}
