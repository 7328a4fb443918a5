import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/**
 * `count` operations of every type in a driver's history, one each `stepSeconds` back from `until`,
 * written in one statement: the benches' histories, far faster than the paths that make real ones.
 */
export async function insertHistory(
  db: Kysely<Database>,
  driverId: number,
  count: number,
  { key, until = new Date(), stepSeconds }: { key: string; until?: Date; stepSeconds: number },
): Promise<void> {
  await sql`
    insert into operation (driver_id, type, status, amount, method, occurred_at, starts_at, ends_at, zone_number, parking_code, plate, source_key)
    select ${driverId}::bigint, (array['payment','renew','cancel','refill','paymentSubscription','paymentGate','bonus20'])[1 + g % 7],
      (array['done','done','done','cancel','wait'])[1 + g % 5], 100 + g % 5000, 'balance', t, t, t + interval '1 hour',
      (101 + g % 20)::text, 'P' || (101 + g % 20), 'А' || lpad((g % 1000)::text, 3, '0') || 'ВС159', ${key} || ':' || ${driverId}::bigint || ':' || g
    from (select g, date_trunc('milliseconds', ${until}::timestamptz - g * ${stepSeconds}::int * interval '1 second') as t
          from generate_series(1, ${count}::int) g) s`.execute(db);
}
