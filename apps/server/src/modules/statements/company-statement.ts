import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MonthPeriod } from './month-period.ts';

/** The sessions one driver parked in one vehicle on the company's account in the month. */
export interface StatementLine {
  driverName: string;
  /** 11 digits, or '' for an entry without a driver. */
  driverPhone: string;
  plate: string;
  /** Sessions started (payments); extensions and cancels count in the sum only. */
  sessions: number;
  /** Kopecks spent: payments and extensions less the refunds of cancels. */
  kopecks: number;
}

/** A top-up of the company's balance. */
export interface StatementTopUp {
  at: Date;
  method: string;
  kopecks: number;
}

/** A company's statement of one month, every sum in kopecks, read from its ledger (company_operation). */
export interface CompanyStatement {
  company: { id: number; name: string; inn: string; contractNumber: string; email: string };
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
 * The statement is read from the ledger in a few short statements, none holding the city's
 * database for long (PGlite has one connection): two balance sums and the month's sessions grouped
 * by driver and vehicle (each served by the index on company_id, occurred_at), then the top-ups
 * in keyset pages. Every row of the month is a top-up or a session's entry, so the closing balance
 * is the opening one plus the top-ups less what was spent; `closing` is read on its own, so a
 * statement that did not add up would show it.
 */
export async function readCompanyStatement(db: Kysely<Database>, companyId: number, period: MonthPeriod): Promise<CompanyStatement | null> {
  const company = await db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!company) return null;
  const balanceBefore = async (instant: Date) => {
    const row = await db
      .selectFrom('company_operation')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
      .where('company_id', '=', companyId)
      .where('occurred_at', '<', instant)
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  };
  const opening = await balanceBefore(period.from);
  const closing = await balanceBefore(period.to);

  const grouped = await db
    .selectFrom('company_operation')
    .select([
      'driver_name',
      'driver_phone',
      sql<string>`coalesce(plate, '')`.as('plate'),
      sql<string>`count(*) filter (where kind = 'payment')`.as('sessions'),
      sql<string>`-sum(amount)`.as('spent'),
    ])
    .where('company_id', '=', companyId)
    .where('kind', '<>', 'refill')
    .where('occurred_at', '>=', period.from)
    .where('occurred_at', '<', period.to)
    .groupBy(['driver_name', 'driver_phone', sql`coalesce(plate, '')`])
    .orderBy('driver_name')
    .orderBy('driver_phone')
    .orderBy(sql`coalesce(plate, '')`)
    .execute();
  const lines = grouped.map((row) => ({
    driverName: row.driver_name,
    driverPhone: row.driver_phone,
    plate: row.plate,
    sessions: Number(row.sessions),
    kopecks: Number(row.spent),
  }));

  const topUps: StatementTopUp[] = [];
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('company_operation')
      .select(['id', 'occurred_at', 'method', 'amount'])
      .where('company_id', '=', companyId)
      .where('kind', '=', 'refill')
      .where('occurred_at', '>=', period.from)
      .where('occurred_at', '<', period.to);
    if (after) query = query.where(sql<boolean>`(occurred_at, id) > (${after.at}::timestamptz, ${after.id}::bigint)`);
    const page = await query.orderBy('occurred_at').orderBy('id').limit(TOP_UP_PAGE).execute();
    for (const row of page) topUps.push({ at: row.occurred_at, method: row.method, kopecks: Number(row.amount) });
    if (page.length < TOP_UP_PAGE) break;
    const last = page[page.length - 1]!;
    after = { at: last.occurred_at, id: Number(last.id) };
  }

  return {
    company: { id: Number(company.id), name: company.name, inn: company.inn, contractNumber: company.contract_number, email: company.email },
    period,
    opening,
    closing,
    topUps,
    topUpTotal: topUps.reduce((sum, topUp) => sum + topUp.kopecks, 0),
    lines,
    spentTotal: lines.reduce((sum, line) => sum + line.kopecks, 0),
  };
}
