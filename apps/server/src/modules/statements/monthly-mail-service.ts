import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TDownloadFormat } from '@city-parking/contract/operations/operations-download';
import { DEFAULT_LANGUAGE, type TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { reportRecipientsPage } from '../accounts/report-recipients-repo.ts';
import { companyStatementRepo } from '../corporate/company-statement-repo.ts';
import { hasOperationsBetween } from '../operations/has-operations-repo.ts';
import type { HistoryExportService } from '../operations/history-export-service.ts';
import type { MessageAttachment, Messenger } from '../outbox/messenger.ts';
import { readCompanyStatement } from './company-statement.ts';
import { CLAIM_LEASE_MS, monthlyMailClaims, type MailKey } from './monthly-mail-claims.ts';
import { companyStatementMail, driverReportMail } from './monthly-mail-texts.ts';
import { monthPeriod, previousMonthAt, type MonthPeriod } from './month-period.ts';
import { statementFile } from './statement-file.ts';
import type { MonthlyMailKind } from './tables.ts';

/** Recipients of each kind one run handles at most; the rest wait for the next run. */
export const MAILS_PER_RUN = 50;
/** Recipients read at a time. */
const CANDIDATE_PAGE = 50;

type WarnLog = { warn(details: Record<string, unknown>, message: string): void };

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  messenger: Messenger;
  historyExports: HistoryExportService;
  now: () => Date;
  log: WarnLog;
}

interface Recipient {
  id: number;
  email: string;
  /** A driver's notice language (their last settings change or push subscription); companies keep none. */
  language: TLanguage;
}

/** What a run did, per kind. */
export interface MonthlyMailRun {
  statements: number;
  reports: number;
}

/**
 * The monthly e-mails of one city: on the first day of a month (the city's clock) each company
 * gets its statement of the month before and each driver with `reportHistoryOperation` on the
 * history of it, once per recipient and month whatever the number of runs and processes. Every
 * mail is claimed (monthly_mail) before it is built; a failed send gives the claim up for the next
 * run. A month stays due until its mails are out, so a server that was down on the first day
 * sends them when it is back. A driver's letter is in the language of their notices; companies keep
 * no language, so theirs is in the default one.
 */
export function monthlyMailService({ db, city, messenger, historyExports, now, log }: Deps) {
  const claims = monthlyMailClaims(db, now);
  /**
   * Recipients of a kind still due for a month, in id order after `after`: not yet done, and not
   * claimed by a run that is alive. Accounts and corporate list them; the condition on this
   * module's monthly_mail goes into their query, so a page holds only recipients still due.
   */
  async function duePage(kind: MonthlyMailKind, period: MonthPeriod, after: number): Promise<Recipient[]> {
    const staleBefore = new Date(now().getTime() - CLAIM_LEASE_MS);
    const unless = (ownerId: Expression<number>) => sql<SqlBool>`exists (
      select 1 from monthly_mail m
      where m.kind = ${kind} and m.owner_id = ${ownerId} and m.month = ${period.month}
        and (m.outcome is not null or m.claimed_at >= ${staleBefore}))`;
    const page = { createdBefore: period.to, after, limit: CANDIDATE_PAGE, unless };
    if (kind === 'driver-report') return reportRecipientsPage(db, page);
    const companies = await companyStatementRepo(db).withEmailPage(page);
    return companies.map((company) => ({ ...company, language: DEFAULT_LANGUAGE }));
  }

  /** A history export of the month as an attachment: the same file the history's download gives. */
  async function historyFile(driverId: number, type: TDownloadFormat, period: MonthPeriod, language: TLanguage): Promise<MessageAttachment> {
    const file = await historyExports.open(driverId, { token: '', type, StartDate: period.firstDay, EndDate: period.lastDay }, language);
    const sink = new PassThrough();
    // A failed write ends the sink with its error, so reading it fails too instead of waiting for an end.
    const written = file.write(sink).catch((error: unknown) => void sink.destroy(error instanceof Error ? error : new Error(String(error))));
    const [, content] = await Promise.all([written, buffer(sink)]);
    return { name: file.fileName, type: file.contentType, content };
  }

  /** Builds and sends one recipient's mail; 'empty' when there is nothing to tell. */
  async function mailOf(kind: MonthlyMailKind, recipient: Recipient, period: MonthPeriod): Promise<'sent' | 'empty'> {
    const { language } = recipient;
    if (kind === 'driver-report') {
      if (!(await hasOperationsBetween(db, recipient.id, period.from, period.to))) return 'empty';
      const files = [await historyFile(recipient.id, 'pdf', period, language), await historyFile(recipient.id, 'xls', period, language)];
      await messenger.send(driverReportMail(recipient.email, period.month, files, language));
      return 'sent';
    }
    const statement = await readCompanyStatement(db, recipient.id, period);
    // A company that had no money and did nothing gets no letter.
    if (!statement || (statement.opening === 0 && statement.closing === 0 && statement.lines.length === 0 && statement.topUps.length === 0)) return 'empty';
    const files = [await statementFile(statement, 'pdf', language, city.timeZone), await statementFile(statement, 'xlsx', language, city.timeZone)];
    await messenger.send(companyStatementMail(recipient.email, statement, files, language));
    return 'sent';
  }

  /**
   * Handles up to `limit` due recipients of a kind for a month (sent or found with nothing to
   * send); answers how many mails went out.
   */
  async function sendDue(kind: MonthlyMailKind, period: MonthPeriod, limit: number): Promise<number> {
    let sent = 0;
    let handled = 0;
    let after = 0;
    while (handled < limit) {
      const page = await duePage(kind, period, after);
      for (const recipient of page) {
        if (handled >= limit) break;
        const key: MailKey = { kind, ownerId: recipient.id, month: period.month };
        if (!(await claims.claim(key))) continue;
        handled += 1;
        try {
          const outcome = await mailOf(kind, recipient, period);
          await claims.finish(key, outcome);
          if (outcome === 'sent') sent += 1;
        } catch (error) {
          // One recipient's failure (a refused address, the mail server away) does not hold back the others.
          log.warn({ kind, ownerId: recipient.id, month: period.month, reason: (error as Error).message }, 'monthly mail not sent');
          await claims.release(key);
        }
      }
      if (page.length < CANDIDATE_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    return sent;
  }

  return {
    sendDue,

    /** The month before the city's current one: its statements and reports, up to MAILS_PER_RUN of each. */
    async runDue(limit = MAILS_PER_RUN): Promise<MonthlyMailRun> {
      const period = monthPeriod(previousMonthAt(now(), city.timeZone), city.timeZone);
      const statements = await sendDue('company-statement', period, limit);
      const reports = await sendDue('driver-report', period, limit);
      return { statements, reports };
    },
  };
}
export type MonthlyMailService = ReturnType<typeof monthlyMailService>;
