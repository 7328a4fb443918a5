import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '../../src/http/database-rate-limit-store.ts';
import { testCities } from '../helpers/test-cities.ts';

// The store on its own, as @fastify/rate-limit drives it: a root made with `new`, one child per limiter.
const [city] = testCities({});

type Result = { current: number; ttl: number };
interface Limiter {
  incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void;
  read(key: string, callback: (error: Error | null, result?: Result) => void): void;
}
const hit = (limiter: Limiter, key: string, timeWindow: number) =>
  new Promise<Result>((resolve, reject) => limiter.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow));
const peek = (limiter: Limiter, key: string) =>
  new Promise<Result>((resolve, reject) => limiter.read(key, (error, result) => (error ? reject(error) : resolve(result!))));
const rows = async () => (await sql<{ key: string }>`select key from rate_limit_window order by key`.execute(city.db)).rows.map((r) => r.key);

describe.skipIf(!process.env.DATABASE_URL)('the database rate-limit store', () => {
  it('counts each limiter apart, in a fixed window whose time left it reports', async () => {
    const Store = databaseRateLimitStore(city.db);
    const root = new Store();
    const login = root.child({ routeInfo: { method: 'POST', url: '/city/perm/api/auth/login' } });
    const made = root.child({});
    const minute = 60_000;
    expect(await hit(login, '10.1.0.1', minute)).toMatchObject({ current: 1 });
    const second = await hit(login, '10.1.0.1', minute);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(minute);
    // The same key under another limiter, and another key under the same one, start at one.
    expect(await hit(made, '10.1.0.1', minute)).toMatchObject({ current: 1 });
    expect(await hit(login, '10.1.0.2', minute)).toMatchObject({ current: 1 });
    // A read counts nothing.
    expect(await peek(login, '10.1.0.1')).toMatchObject({ current: 2 });
    expect(await peek(login, '10.1.0.1')).toMatchObject({ current: 2 });
    expect(await peek(login, '10.1.0.9')).toEqual({ current: 0, ttl: 0 });
    expect(await rows()).toEqual(expect.arrayContaining(['POST /city/perm/api/auth/login|10.1.0.1', 'limiter-1|10.1.0.1']));
  });

  it('starts the count over in the next window', async () => {
    const minute = 60_000;
    const limiter = new (databaseRateLimitStore(city.db))().child({ routeInfo: { method: 'GET', url: '/short' } });
    await hit(limiter, 'k', minute);
    expect(await hit(limiter, 'k', minute)).toMatchObject({ current: 2 });
    // The database's clock past the window's end: the window moved back by its length and a
    // millisecond, rather than the test waiting it out.
    await sql`update rate_limit_window set window_start = window_start - window_ms - 1 where key = 'GET /short|k'`.execute(city.db);
    expect(await peek(limiter, 'k')).toEqual({ current: 0, ttl: 0 });
    expect(await hit(limiter, 'k', minute)).toMatchObject({ current: 1 });
    expect(await hit(limiter, 'k', minute)).toMatchObject({ current: 2 });
  });

  it('counts on in a window near its end', async () => {
    const minute = 60_000;
    const limiter = new (databaseRateLimitStore(city.db))().child({ routeInfo: { method: 'GET', url: '/edge' } });
    await hit(limiter, 'k', minute);
    // Ends ten seconds from now: the next hit, well within them, still falls inside.
    await sql`update rate_limit_window set window_start = window_start - window_ms + 10000 where key = 'GET /edge|k'`.execute(city.db);
    const inside = await hit(limiter, 'k', minute);
    expect(inside.current).toBe(2);
    expect(inside.ttl).toBeLessThanOrEqual(10_000);
  });

  it('prunes ended windows as it goes', async () => {
    await sql`insert into rate_limit_window (key, window_start, window_ms, hits) values ('old|k', 0, 60000, 5)`.execute(city.db);
    const limiter = new (databaseRateLimitStore(city.db))().child({ routeInfo: { method: 'GET', url: '/prune' } });
    await hit(limiter, 'k', 60_000);
    await expect.poll(rows).not.toContain('old|k');
  });
});
