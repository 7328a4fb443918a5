import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Job } from './schedule-job.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows outlive their use. Security rows (tokens, codes, captchas, pending registrations
 * and contact changes, sign-in failures) are kept 2 days past their end, beyond every window that
 * counts them (hourly send limits, the 15-minute and 24-hour sign-in failure windows); the outbox,
 * which the per-phone and per-address hourly limits also count, keeps 30 days of messages for
 * support questions ("I got no SMS").
 */
export const RETENTION = {
  securityMs: 2 * DAY_MS,
  outboxMs: 30 * DAY_MS,
  /** A token unused this long is past every kind's idle expiry (30 days at most). */
  idleTokenMs: 31 * DAY_MS,
  /**
   * A constructed subscription offer no search has shown this long, that nobody bought and no
   * payment is for: a driver buys what a search showed within the visit, a page left open overnight
   * included, and searching again builds the same offer anew.
   */
  unboughtOfferMs: DAY_MS,
};

/** Rows deleted per statement, and statements per table per run: the embedded database is never held long. */
export const RETENTION_PAGE = 500;
export const RETENTION_MAX_PAGES = 20;

interface Sweep {
  table: keyof Database;
  key: string;
  where: (now: Date) => RawBuilder<unknown>;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

const SWEEPS: readonly Sweep[] = [
  {
    table: 'auth_token',
    key: 'token_hash',
    where: (now) => {
      const cutoff = before(now, RETENTION.securityMs);
      return sql`expires_at < ${cutoff} or revoked_at < ${cutoff} or last_used_at < ${before(now, RETENTION.idleTokenMs)}`;
    },
  },
  {
    table: 'confirmation_code',
    key: 'id',
    where: (now) => sql`expires_at < ${before(now, RETENTION.securityMs)} or used_at < ${before(now, RETENTION.securityMs)}`,
  },
  {
    table: 'captcha_challenge',
    key: 'id',
    where: (now) => sql`expires_at < ${before(now, RETENTION.securityMs)} or used_at < ${before(now, RETENTION.securityMs)}`,
  },
  { table: 'pending_registration', key: 'token_hash', where: (now) => sql`expires_at < ${before(now, RETENTION.securityMs)}` },
  { table: 'contact_change', key: 'token_hash', where: (now) => sql`expires_at < ${before(now, RETENTION.securityMs)}` },
  { table: 'login_failure', key: 'id', where: (now) => sql`at < ${before(now, RETENTION.securityMs)}` },
  { table: 'outbox', key: 'id', where: (now) => sql`created_at < ${before(now, RETENTION.outboxMs)}` },
  {
    table: 'subscription_offer',
    key: 'id',
    // A payment's details name the offer its subscription is written from once the payment completes.
    where: (now) => sql`constructed and shown_at < ${before(now, RETENTION.unboughtOfferMs)}
      and not exists (select 1 from subscription where subscription.offer_id = subscription_offer.id)
      and not exists (select 1 from provider_payment where provider_payment.purpose = 'subscription'
        and provider_payment.details->>'offerId' = subscription_offer.id::text)`,
  },
];

/** Deletes one page of a sweep's rows; the count tells whether another page is due. */
async function deletePage(db: Kysely<Database>, sweep: Sweep, now: Date): Promise<number> {
  const table = sql.table(sweep.table);
  const key = sql.ref(sweep.key);
  // A CTE with RETURNING counts the rows on PGlite and PostgreSQL alike.
  const { rows } = await sql<{ n: number }>`
    with gone as (
      delete from ${table} where ${key} in (select ${key} from ${table} where ${sweep.where(now)} limit ${RETENTION_PAGE})
      returning 1
    )
    select count(*)::int as n from gone`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Removes what has outlived its use; answers the rows removed per table. Safe to run in two processes at once. */
export async function runRetention(db: Kysely<Database>, now: Date = new Date()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const sweep of SWEEPS) {
    let total = 0;
    for (let page = 0; page < RETENTION_MAX_PAGES; page += 1) {
      const count = await deletePage(db, sweep, now);
      total += count;
      if (count < RETENTION_PAGE) break;
    }
    removed[sweep.table] = total;
  }
  return removed;
}

/** The hourly retention run of one city's database; what a run leaves over the cap goes at the next. */
export function retentionJob(db: Kysely<Database>, now: () => Date): Job {
  return { name: 'retention', everyMs: HOUR_MS, run: async () => void (await runRetention(db, now())) };
}
