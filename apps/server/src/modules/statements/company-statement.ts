import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { companyStatementRepo, type SpentLine, type StatementCompany } from '../corporate/company-statement-repo.ts';
import type { MonthPeriod } from './month-period.ts';

/** The sessions one driver parked in one vehicle on the company's account in the month. */
export type StatementLine = SpentLine;

/** A top-up of the company's balance. */
export interface StatementTopUp {
  at: Date;
  method: string;
  kopecks: number;
}

/** A company's statement of one month, every sum in kopecks, read from its ledger (company_operation). */
export interface CompanyStatement {
  company: StatementCompany;
  period: MonthPeriod;
  /** The balance at the month's start and end: the sums of every ledger row before each instant. */
  opening: number;
  closing: number;
  topUps: StatementTopUp[];
  topUpTotal: number;
  lines: StatementLine[];
  spentTotal: number;
}

/** Top-ups read at a time: each page is one short query, however many a month has. */
export const TOP_UP_PAGE = 500;

/**
 * The statement is read from the ledger in a few short statements of corporate's repo, none holding
 * the city's database for long (PGlite has one connection): two balance sums and the month's
 * sessions grouped by driver and vehicle, then the top-ups in keyset pages. Every row of the month
 * is a top-up or a session's entry, so the closing balance is the opening one plus the top-ups less
 * what was spent; `closing` is read on its own, so a statement that did not add up would show it.
 */
export async function readCompanyStatement(db: Kysely<Database>, companyId: number, period: MonthPeriod): Promise<CompanyStatement | null> {
  const ledger = companyStatementRepo(db);
  const company = await ledger.company(companyId);
  if (!company) return null;
  const opening = await ledger.balanceBefore(companyId, period.from);
  const closing = await ledger.balanceBefore(companyId, period.to);
  const lines = await ledger.spentByDriverAndPlate(companyId, period);

  const topUps: StatementTopUp[] = [];
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const page = await ledger.topUpPage(companyId, period, after, TOP_UP_PAGE);
    for (const { at, method, kopecks } of page) topUps.push({ at, method, kopecks });
    if (page.length < TOP_UP_PAGE) break;
    const last = page[page.length - 1]!;
    after = { at: last.at, id: last.id };
  }

  return {
    company,
    period,
    opening,
    closing,
    topUps,
    topUpTotal: topUps.reduce((sum, topUp) => sum + topUp.kopecks, 0),
    lines,
    spentTotal: lines.reduce((sum, line) => sum + line.kopecks, 0),
  };
}
