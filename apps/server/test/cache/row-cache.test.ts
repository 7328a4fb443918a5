import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createDatabase, type OpenDatabase } from '../../src/db/create-database.ts';
import { buildServer } from '../../src/server.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, giveMoney, newDriver, vehicle } from '../sessions/session-fixtures.ts';

// Sevastopol keeps a balance. One clock, the city's, for parking rules and tokens alike.
const { city, clock } = testCityAt(new Date('2026-11-04T09:00:00Z'), { city: 'sevastopol' });
let zone: string;
beforeAll(async () => {
  ({ zone_number: zone } = await city.db.selectFrom('zone').select('zone_number').where('category', '!=', 'free').orderBy('id').executeTakeFirstOrThrow());
});

const costBody = (token: string) => ({ Token: token, Zone: zone, ParkingCode: '', Duration: 60, Vehicle: vehicle('А123ВС161') });
const cost = (token: string) => api(city).post('/api/payment/cost', costBody(token));
/** The same call on another server's app, as JSON (the server takes both). */
const costOn = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'POST', url: city.api('/api/payment/cost'), payload: costBody(token) })).json() as {
    status: string;
    errorName?: string;
    balance?: number;
  };

describe('a token kept in memory', () => {
  it('is refused at once after a logout', async () => {
    const { token } = await newDriver(city);
    expect((await cost(token)).status).toBe('ok');
    expect((await cost(token)).status).toBe('ok');
    expect((await api(city).post('/api/auth/logout', { token })).status).toBe('ok');
    expect(await cost(token)).toMatchObject({ status: 'error', errorName: 'TokenExpired' });
  });

  it('is refused once revoked by whatever writes the database', async () => {
    const { id, token } = await newDriver(city);
    expect((await cost(token)).status).toBe('ok');
    await city.db.updateTable('auth_token').set({ revoked_at: new Date() }).where('subject_id', '=', id).execute();
    await city.changes.settle();
    expect(await cost(token)).toMatchObject({ status: 'error', errorName: 'TokenExpired' });
  });

  it('is refused once expired, though nothing wrote it', async () => {
    const { token } = await newDriver(city);
    expect((await cost(token)).status).toBe('ok');
    const at = city.now();
    clock.advance(181 * 24 * 60);
    try {
      expect(await cost(token)).toMatchObject({ status: 'error', errorName: 'TokenExpired' });
    } finally {
      clock.set(at);
    }
  });
});

describe('a balance kept in memory', () => {
  it('shows a top-up in the next cost answer, and another driver keeps theirs', async () => {
    const driver = await newDriver(city, 10_000);
    const other = await newDriver(city, 5_000);
    expect((await cost(driver.token)).balance).toBe(100);
    expect((await cost(other.token)).balance).toBe(50);
    await giveMoney(city, driver.id, 2_550);
    await city.changes.settle();
    expect((await cost(driver.token)).balance).toBe(125.5);
    expect((await cost(other.token)).balance).toBe(50);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  let second: { app: FastifyInstance; database: OpenDatabase };
  beforeAll(async () => {
    // A second pool and listener on the same schema, as a second process has.
    const database = await createDatabase({
      kind: 'postgres',
      url: process.env.DATABASE_URL ?? '',
      schema: (await sql<{ schema: string }>`select current_schema() as schema`.execute(city.db)).rows[0]!.schema,
    });
    const app = await buildServer({
      config: city.config,
      cities: [{ city: city.city, db: database.db, changes: database.changes, close: async () => {} }],
      now: city.now,
      jobQueue: false,
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });
  /**
   * Until the second server's listener has heard every commit made so far, which must take under a
   * second; its caches drop what a notice names as the notice arrives.
   */
  const heardBySecond = async () => {
    const since = Date.now();
    await second.database.changes.settle();
    expect(Date.now() - since).toBeLessThan(1_000);
  };

  it('the other refuses a token within a second of its logout here', async () => {
    const { token } = await newDriver(city);
    expect((await costOn(second.app, token)).status).toBe('ok');
    expect((await costOn(second.app, token)).status).toBe('ok');
    expect((await api(city).post('/api/auth/logout', { token })).status).toBe('ok');
    await heardBySecond();
    expect(await costOn(second.app, token)).toMatchObject({ status: 'error', errorName: 'TokenExpired' });
  });

  it('the other shows a balance changed here within a second', async () => {
    const driver = await newDriver(city, 10_000);
    expect((await costOn(second.app, driver.token)).balance).toBe(100);
    await giveMoney(city, driver.id, 1_000);
    await heardBySecond();
    expect((await costOn(second.app, driver.token)).balance).toBe(110);
  });
});
