import type { FastifyPluginAsync } from 'fastify';
import { ZCorpStatementQuery } from '@city-parking/contract/corporate/corp-statement';
import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { companyIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import { readCompanyStatement } from './company-statement.ts';
import { monthAt, monthPeriod } from './month-period.ts';
import { statementFile } from './statement-file.ts';

export interface StatementRouteDeps {
  auth: AuthHooks;
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
}

/**
 * GET /api/corp-profile/statement: the company's statement of a month as the e-mailed file, for the
 * cabinet's download. The current month is a statement up to now; a month not yet begun is refused.
 */
export function statementRoutes({ auth, db, city, now }: StatementRouteDeps): FastifyPluginAsync {
  return async (app) => {
    // A statement is a few short queries and a file of a few pages; a person downloads a few a minute.
    const limits = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    app.get('/api/corp-profile/statement', { config: limits, preHandler: auth.company(tokenIn.fieldOrHeader(ZCorpStatementQuery)) }, async (request, reply) => {
      const { month, format } = validate(ZCorpStatementQuery, queryAndBody(request));
      if (month > monthAt(now(), city.timeZone)) throw new AppError('ValidationError', { month: 'InvalidFormat' });
      const statement = await readCompanyStatement(db, companyIdOf(request), monthPeriod(month, city.timeZone));
      if (!statement) throw new AppError('TokenNotFound');
      const file = await statementFile(statement, format, requestLanguage(request), city.timeZone);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content));
    });
  };
}
