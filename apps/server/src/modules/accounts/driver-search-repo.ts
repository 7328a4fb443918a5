import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A page's end: drivers with an id below `before`, at most `limit` of them, newest first. */
export interface DriverPage {
  before?: number;
  limit: number;
}

/** A driver as the desk's search lists them: names, the main phone's digits, e-mail and plates. */
export interface DriverSummary {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string | null;
  phone: string | null;
  plates: string[];
}

const ids = (rows: { driver_id: number | string }[]) => rows.map((r) => Number(r.driver_id));

/**
 * The desk's look-ups of drivers by what the accounts module keeps: phones, e-mails, plates and STS
 * numbers. Each answers the ids of one page (newest first), so that the search merges short lists;
 * the values arrive normalised as they are stored.
 */
export function driverSearchRepo(db: Db) {
  return {
    async byPhone(phone: string, page: DriverPage): Promise<number[]> {
      let query = db.selectFrom('driver_phone').select('driver_id').where('phone', '=', phone);
      if (page.before !== undefined) query = query.where('driver_id', '<', page.before);
      return ids(await query.orderBy('driver_id', 'desc').limit(page.limit).execute());
    },

    /** E-mails are stored in lower case, so an exact match of the lower-cased query ignores case. */
    async byEmail(email: string, page: DriverPage): Promise<number[]> {
      let query = db.selectFrom('driver').select('id as driver_id').where('email', '=', email.toLowerCase());
      if (page.before !== undefined) query = query.where('id', '<', page.before);
      return ids(await query.orderBy('id', 'desc').limit(page.limit).execute());
    },

    /** Every driver holding one of `plates` (the query read as a Russian and as a foreign plate). */
    async byPlate(plates: readonly string[], page: DriverPage): Promise<number[]> {
      let query = db.selectFrom('vehicle').select('driver_id').distinct().where('plate', 'in', plates);
      if (page.before !== undefined) query = query.where('driver_id', '<', page.before);
      return ids(await query.orderBy('driver_id', 'desc').limit(page.limit).execute());
    },

    /** A vehicle's STS, or an STS among the driver's documents. */
    async bySts(sts: string, page: DriverPage): Promise<number[]> {
      let vehicles = db.selectFrom('vehicle').select('driver_id').where('sts_number', '<>', '').where('sts_number', '=', sts);
      let documents = db.selectFrom('driver_document').select('driver_id').where('type', '=', 'STS').where('number', '=', sts);
      if (page.before !== undefined) {
        vehicles = vehicles.where('driver_id', '<', page.before);
        documents = documents.where('driver_id', '<', page.before);
      }
      const rows = await vehicles.union(documents).execute();
      return [...new Set(ids(rows))].sort((a, b) => b - a).slice(0, page.limit);
    },

    /** The drivers of `driverIds` that exist, newest first, each with their main phone and plates. */
    async summaries(driverIds: readonly number[]): Promise<DriverSummary[]> {
      if (driverIds.length === 0) return [];
      const rows = await db
        .selectFrom('driver')
        .select(['driver.id', 'driver.first_name', 'driver.last_name', 'driver.middle_name', 'driver.email'])
        .select((eb) => [
          eb
            .selectFrom('driver_phone')
            .select('phone')
            .whereRef('driver_phone.driver_id', '=', 'driver.id')
            .orderBy('is_main', 'desc')
            .orderBy('created_at')
            .limit(1)
            .as('phone'),
          sql<string[] | null>`(select array_agg(v.plate order by v.is_main desc, v.created_at, v.id) from vehicle v where v.driver_id = driver.id)`.as(
            'plates',
          ),
        ])
        .where('driver.id', 'in', driverIds)
        .orderBy('driver.id', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, id: Number(r.id), phone: r.phone ?? null, plates: r.plates ?? [] }));
    },
  };
}
