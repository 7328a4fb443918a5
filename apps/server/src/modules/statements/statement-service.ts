import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TStatementFormat } from '@city-parking/contract/corporate/corp-statement';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MessageAttachment } from '../outbox/messenger.ts';
import { readCompanyStatement } from './company-statement.ts';
import { monthAt, monthPeriod } from './month-period.ts';
import { statementFile } from './statement-file.ts';

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
}

/** The company's statements as the cabinet downloads them: the same files the monthly e-mail attaches. */
export function statementService({ db, city, now }: Deps) {
  return {
    /**
     * The company's statement of `month` (YYYY-MM, the city's clock) as a file. The current month is
     * a statement up to now; a month not yet begun is a ValidationError on `month`, and a company
     * that is gone answers TokenNotFound, as its token would.
     */
    async file(companyId: number, month: string, format: TStatementFormat, language: TLanguage): Promise<MessageAttachment> {
      if (month > monthAt(now(), city.timeZone)) throw new AppError('ValidationError', { month: 'InvalidFormat' });
      const statement = await readCompanyStatement(db, companyId, monthPeriod(month, city.timeZone));
      if (!statement) throw new AppError('TokenNotFound');
      return statementFile(statement, format, language, city.timeZone);
    },
  };
}
export type StatementService = ReturnType<typeof statementService>;
