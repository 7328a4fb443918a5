import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What @fastify/rate-limit hands a store for each limiter: the route's options, or none for createRateLimit. */
interface LimiterOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** How often one process clears ended windows of its city; a missed prune only leaves dead rows a while longer. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit in the city's database (table rate_limit_window), so that every
 * server process on that database counts against the same limit. A fixed window on the database's
 * clock, one upsert per hit; the processes' own clocks never decide which window a hit falls in.
 * A window starts at its key's first hit, as the memory store's do: windows on the clock's marks
 * would let a burst that straddles a mark count twice its limit.
 *
 * Each limiter (a route's `config.rateLimit`, or one made with `app.rateLimit` / `createRateLimit`)
 * counts apart, as the memory store's separate maps do: a route's limiter is named by its method and
 * path, the others by the order they are made in, which is the same in every process of one release.
 * Keys are addresses and hashes (the limiters hash tokens and phones), never a secret.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  let limiters = 0;
  let lastPrune = 0;

  const prune = () => {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    // Not awaited: the request it rides on is not slowed, and a failure only delays the cleaning.
    sql`delete from rate_limit_window where window_start + window_ms < (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(db).catch(() => {
      lastPrune = 0;
    });
  };

  async function hit(key: string, timeWindow: number): Promise<Result> {
    const window = Math.max(1, Math.trunc(timeWindow));
    const { rows } = await sql<{ hits: number; ttl: string | number }>`
      with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms)
      insert into rate_limit_window as w (key, window_start, window_ms, hits)
      select ${key}, now_ms, ${window}, 1 from clock
      on conflict (key) do update set
        hits = case when w.window_start + w.window_ms > excluded.window_start and w.window_ms = excluded.window_ms then w.hits + 1 else 1 end,
        window_start = case when w.window_start + w.window_ms > excluded.window_start and w.window_ms = excluded.window_ms then w.window_start else excluded.window_start end,
        window_ms = excluded.window_ms
      returning hits, window_start + window_ms - (select now_ms from clock) as ttl`.execute(db);
    prune();
    const row = rows[0]!;
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  async function peek(key: string): Promise<Result> {
    const { rows } = await sql<{ hits: number; ttl: string | number }>`
      select hits, window_start + window_ms - (extract(epoch from clock_timestamp()) * 1000)::bigint as ttl
      from rate_limit_window where key = ${key}`.execute(db);
    const row = rows[0];
    if (!row || Number(row.ttl) <= 0) return { current: 0, ttl: 0 };
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  }

  class LimiterStore {
    readonly #name: string;

    constructor(name: string) {
      this.#name = name;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(`${this.#name}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peek(`${this.#name}|${key}`).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Typed as route options, but the plugin passes the limiter's merged options, the route under routeInfo.
    child(options: object): LimiterStore {
      const route = (options as LimiterOptions).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new LimiterStore(route?.url ? `${method ?? 'ALL'} ${route.url}` : `limiter-${++limiters}`);
    }
  }

  /** The plugin makes its root store with `new`; limiters are its children. */
  return class RootStore extends LimiterStore {
    constructor() {
      super('global');
    }
  };
}
