import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Instants from `from`, inclusive, to `to`, exclusive: a statement's month on the city's clock. */
export interface LedgerRange {
  from: Date;
  to: Date;
}

/** Who a statement is addressed to. */
export interface StatementCompany {
  id: number;
  name: string;
  inn: string;
  contractNumber: string;
  email: string;
}

/** The sessions one driver parked in one vehicle on the company's account in a range, summed. */
export interface SpentLine {
  driverName: string;
  /** 11 digits, or '' for an entry without a driver. */
  driverPhone: string;
  /** '' for an entry without a plate. */
  plate: string;
  /** Sessions started (payments); extensions and cancels count in the sum only. */
  sessions: number;
  /** Kopecks spent: payments and extensions less the refunds of cancels. */
  kopecks: number;
}

/** A top-up of the company's balance, with the ledger id that orders top-ups of one instant. */
export interface TopUpRow {
  id: number;
  at: Date;
  method: string;
  kopecks: number;
}

/**
 * The reads of a company's statement, from its row and its ledger (company_operation). Each is one
 * short statement served by the index on company_id, occurred_at, so none holds the city's
 * database for long (PGlite has one connection).
 */
export function companyStatementRepo(db: Kysely<Database>) {
  return {
    async company(companyId: number): Promise<StatementCompany | null> {
      const row = await db.selectFrom('company').select(['id', 'name', 'inn', 'contract_number', 'email']).where('id', '=', companyId).executeTakeFirst();
      return row ? { id: Number(row.id), name: row.name, inn: row.inn, contractNumber: row.contract_number, email: row.email } : null;
    },

    /** Kopecks: the sum of every ledger row before the instant. */
    async balanceBefore(companyId: number, instant: Date): Promise<number> {
      const row = await db
        .selectFrom('company_operation')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
        .where('company_id', '=', companyId)
        .where('occurred_at', '<', instant)
        .executeTakeFirstOrThrow();
      return Number(row.sum);
    },

    /** The range's session entries grouped by driver and vehicle, in driver name, phone and plate order. */
    async spentByDriverAndPlate(companyId: number, range: LedgerRange): Promise<SpentLine[]> {
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
        .where('occurred_at', '>=', range.from)
        .where('occurred_at', '<', range.to)
        .groupBy(['driver_name', 'driver_phone', sql`coalesce(plate, '')`])
        .orderBy('driver_name')
        .orderBy('driver_phone')
        .orderBy(sql`coalesce(plate, '')`)
        .execute();
      return grouped.map((row) => ({
        driverName: row.driver_name,
        driverPhone: row.driver_phone,
        plate: row.plate,
        sessions: Number(row.sessions),
        kopecks: Number(row.spent),
      }));
    },

    /** Up to `limit` top-ups of the range in time order, those after `after` (the last of the page before). */
    async topUpPage(companyId: number, range: LedgerRange, after: { at: Date; id: number } | null, limit: number): Promise<TopUpRow[]> {
      let query = db
        .selectFrom('company_operation')
        .select(['id', 'occurred_at', 'method', 'amount'])
        .where('company_id', '=', companyId)
        .where('kind', '=', 'refill')
        .where('occurred_at', '>=', range.from)
        .where('occurred_at', '<', range.to);
      if (after) query = query.where(sql<boolean>`(occurred_at, id) > (${after.at}::timestamptz, ${after.id}::bigint)`);
      const page = await query.orderBy('occurred_at').orderBy('id').limit(limit).execute();
      return page.map((row) => ({ id: Number(row.id), at: row.occurred_at, method: row.method, kopecks: Number(row.amount) }));
    },

    /**
     * Companies with an e-mail that existed before `createdBefore`, in id order after `after`, less
     * those `unless` holds for: the caller's condition on a company's id (the statements' own
     * record of mails sent), kept in the one query so a page is never emptied by it.
     */
    async withEmailPage(page: {
      createdBefore: Date;
      after: number;
      limit: number;
      unless: (companyId: Expression<number>) => Expression<SqlBool>;
    }): Promise<{ id: number; email: string }[]> {
      const rows = await db
        .selectFrom('company')
        .select(['id', 'email'])
        .where('email', '<>', '')
        .where('created_at', '<', page.createdBefore)
        .where('id', '>', page.after)
        .where((eb) => eb.not(page.unless(eb.ref('company.id'))))
        .orderBy('id')
        .limit(page.limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), email: row.email }));
    },
  };
}
