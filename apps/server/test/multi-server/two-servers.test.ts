import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type OpenDatabase } from '../../src/db/create-database.ts';
import { buildServer } from '../../src/server.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { ledgerIsConsistent, newDriver, operationsOf, permTime, plateNo, vehicle } from '../sessions/session-fixtures.ts';

// Two server processes on one PostgreSQL schema: the test city's app, and a second app with a pool
// and listener of its own, as another process has. PGlite is one process's own: nothing to share.
const { city } = testCityAt(permTime('2026-11-23', '10:00'));

describe.skipIf(!process.env.DATABASE_URL)('two servers on one database', () => {
  let second: { app: FastifyInstance; database: OpenDatabase };
  beforeAll(async () => {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(city.db)).rows[0]!.schema;
    const database = await createDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, schema });
    const app = await buildServer({
      config: city.config,
      cities: [{ city: city.city, db: database.db, changes: database.changes, databaseKind: 'postgres', close: async () => {} }],
      // Two processes of one city read one wall clock: here, the test's.
      now: city.now,
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });

  /** The same calls, one client through each server. */
  const clients = (ip: string) => [apiClient(city, { ip }), apiClient({ ...city, app: second.app }, { ip })] as const;

  it('share the per-minute limit of sign-in: the 21st attempt through either is refused', async () => {
    const [one, two] = clients('10.90.0.1');
    const attempt = (client: typeof one) => client.post('/api/auth/login', { login: 'nobody.shared@parking.test', password: 'x' });
    for (let i = 0; i < 20; i += 1) expect((await attempt(i % 2 === 0 ? one : two)).errorName).not.toBe('TooManyRequests');
    expect(await attempt(one)).toMatchObject({ errorName: 'TooManyRequests' });
    expect(await attempt(two)).toMatchObject({ errorName: 'TooManyRequests' });
    // Another address has its own count.
    expect((await attempt(clients('10.90.0.2')[1])).errorName).not.toBe('TooManyRequests');
  });

  it('demand a captcha on one after sign-in failures on the other, and accept its answer there', async () => {
    const [one, two] = clients('10.90.1.1');
    const login = 'ivanov@parking.test';
    for (let i = 0; i < 2; i += 1) expect(await one.post('/api/auth/login', { login, password: `bad-${i}` })).toMatchObject({ errorName: 'IncorrectLogin' });
    // The third failure, through the second server, counts the first two.
    expect(await two.post('/api/auth/login', { login, password: 'bad-2' })).toMatchObject({
      errorName: 'LoginTryLimit',
      captcha: expect.stringContaining('<svg'),
    });
    expect(await one.post('/api/auth/login', { login, password: 'ivanov2026' })).toMatchObject({ errorName: 'LoginTryLimit' });
    // The image is drawn as paths; its stored answer is replaced with a known one, as in the sign-in tests.
    await city.db
      .updateTable('captcha_challenge')
      .set({ answer_hash: createHash('sha256').update('abcde').digest('hex') })
      .where('login', '=', login)
      .where('ip', '=', '10.90.1.1')
      .where('used_at', 'is', null)
      .execute();
    expect(await two.post('/api/auth/login', { login, password: 'ivanov2026', captcha: 'ABCDE' })).toMatchObject({ status: 'ok' });
  });

  it('keep money exact under concurrent starts sent through both', async () => {
    // 180 roubles; each hour in zone 101 costs 60.
    const driver = await newDriver(city, 18_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await (i % 2 === 0 ? city.app : second.app).inject({
          method: 'POST',
          url: city.api('/api/payment/start'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            Token: driver.token,
            Zone: '101',
            Duration: '60',
            PaymentService: 'balance',
            Vehicle: vehicle(plateNo(300 + i)),
          }).toString(),
        });
        return response.json() as { status: string; errorName?: string };
      }),
    );
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(3);
    expect(answers.filter((a) => a.errorName === 'NoMoneyNoHoney')).toHaveLength(17);
    expect(await ledgerIsConsistent(city, driver.id)).toBe(0);
    expect((await operationsOf(city, driver.id)).filter((o) => o.kind === 'payment').map((o) => o.amount)).toEqual([-6000, -6000, -6000]);
    // The shared counts keep no token: the start limiter's key is a hash.
    const keys = (await sql<{ key: string }>`select key from rate_limit_window`.execute(city.db)).rows.map((r) => r.key);
    expect(keys.some((key) => key.includes('start-token:'))).toBe(true);
    expect(keys.some((key) => key.includes(driver.token))).toBe(false);
  });
});
