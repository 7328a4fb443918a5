import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createDatabase, type OpenDatabase } from '../../src/db/create-database.ts';
import { buildServer } from '../../src/server.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, newDriver, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';

// Rostov is the demo city with SMS commands; everything else it has like Perm. The parking clock is
// fixed on a holiday of the production calendar (4 November, noon in Rostov), so that the cost
// depends on the calendar and on nothing that moves with real time.
const { city } = testCityAt(new Date('2026-11-04T09:00:00Z'), { city: 'rostov' });
let driver: TestDriver;
// A paid zone of the city's demo data.
let zone: string;
beforeAll(async () => {
  driver = await newDriver(city, 100_000);
  ({ zone_number: zone } = await city.db.selectFrom('zone').select('zone_number').where('category', '!=', 'free').orderBy('id').executeTakeFirstOrThrow());
});

const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = city.app) =>
  app.inject({ method: 'GET', url: city.api(url), headers: { 'accept-language': 'ru', ...headers } });
const result = async (url: string, app?: FastifyInstance) => (await get(url, {}, app)).json().result;
const cost = (body: Record<string, unknown> = {}) =>
  api(city).post('/api/payment/cost', { Token: driver.token, Zone: zone, ParkingCode: '', Duration: 60, Vehicle: vehicle('А123ВС161'), ...body });
const putDev = (payload: object, app: FastifyInstance = city.app) => app.inject({ method: 'PUT', url: city.api('/dev/site-options'), payload });

const PUBLIC_READS = [
  '/api/info/get-options-info',
  '/api/info/get-options-info-v2',
  '/api/info/get-options-info-v3',
  '/api/options',
  '/api/news?limit=10&offset=0',
  '/api/news/get-one?id=1',
  '/api/pages/get-by-path?path=personal-data-rules',
  '/api/sms-commands',
  '/api/notification/popup',
  '/api/info/get-map-info/v3',
];

describe('public reads', () => {
  it('answer an ETag that a browser revalidates with a 304', async () => {
    for (const url of PUBLIC_READS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.json().status, url).toBe('ok');
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      // A tag the server never gave gets the whole answer.
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
    }
  });

  it('tag each language of the content apart', async () => {
    const ru = await get('/api/news/get-one?id=1');
    const en = await get('/api/news/get-one?id=1', { 'accept-language': 'en' });
    expect(ru.headers.vary).toBe('Accept-Language');
    expect(ru.headers.etag).not.toBe(en.headers.etag);
    expect(ru.json().result.title).not.toBe(en.json().result.title);
  });

  it('are served from memory: a write the database does not announce stays unseen', async () => {
    const before = await result('/api/news/get-one?id=1');
    await sql`alter table news disable trigger news_changed`.execute(city.db);
    try {
      await city.db.updateTable('news').set({ title_ru: 'Не объявлено' }).where('id', '=', 1).execute();
      expect((await result('/api/news/get-one?id=1')).title).toBe(before.title);
    } finally {
      await city.db.updateTable('news').set({ title_ru: before.title }).where('id', '=', 1).execute();
      await sql`alter table news enable trigger news_changed`.execute(city.db);
    }
  });

  it('answer NotFound for what does not exist, and keep no error', async () => {
    expect((await get('/api/news/get-one?id=999999')).json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
    const [{ id }] = [
      await city.db
        .insertInto('news')
        .values({
          id: 999_999,
          title_ru: 'Поздняя',
          title_en: 'Late',
          preview_ru: '',
          preview_en: '',
          body_ru: '',
          body_en: '',
          published_at: new Date('2020-01-01T00:00:00Z'),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow(),
    ];
    await city.changes.settle();
    try {
      expect((await result(`/api/news/get-one?id=${id}`)).title).toBe('Поздняя');
    } finally {
      await city.db.deleteFrom('news').where('id', '=', id).execute();
      await city.changes.settle();
    }
    expect((await get(`/api/news/get-one?id=${id}`)).json()).toMatchObject({ errorName: 'NotFound' });
  });
});

describe('a change', () => {
  it('made with the demo tool shows at once in the options, the settings and the payment calls', async () => {
    const old = await get('/api/info/get-options-info-v3');
    expect(old.json().result.isClose).toBe(false);
    expect(await cost({ Duration: 15 })).toMatchObject({ status: 'ok' });
    const settings = (await result('/api/options')).intervals;
    expect((await putDev({ options: { isClose: true }, settings: { intervals: { min: 30, max: 1440, step: 15 } } })).json()).toEqual({ status: 'ok' });
    try {
      const fresh = await get('/api/info/get-options-info-v3', { 'if-none-match': String(old.headers.etag) });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().result).toMatchObject({ isClose: true, settings: { intervals: { min: 30 } } });
      expect((await result('/api/info/get-options-info')).isClose).toBe(true);
      expect((await result('/api/options')).intervals.min).toBe(30);
      expect(await cost({ Duration: 15 })).toMatchObject({ errorName: 'ValidationError' });
    } finally {
      await putDev({ options: { isClose: false }, settings: { intervals: settings } });
    }
    expect((await result('/api/info/get-options-info-v3')).isClose).toBe(false);
    expect((await result('/api/options')).intervals).toEqual(settings);
  });

  /** Each cached table written directly, as an operator's SQL or another tool would: the next read (once heard) shows it. */
  // What a change overwrites, put back by its undo.
  let kept: never;
  const keep: Record<string, () => Promise<unknown>> = {
    setting: async () => (await result('/api/info/get-options-info')).numberSmsSendTo,
    zone: async () => (await city.db.selectFrom('zone').select('prices').where('zone_number', '=', zone).executeTakeFirstOrThrow()).prices,
    calendar_day: () => city.db.selectFrom('calendar_day').selectAll().execute(),
  };
  const writes: { table: string; read: () => Promise<unknown>; change: () => Promise<unknown>; undo: () => Promise<unknown> }[] = [
    {
      table: 'setting',
      read: async () => (await result('/api/info/get-options-info')).numberSmsSendTo,
      change: () => sql`update setting set value = value || '{"numberSmsSendTo":"1234"}' where name = 'options'`.execute(city.db),
      undo: () => sql`update setting set value = value || ${JSON.stringify({ numberSmsSendTo: kept })}::jsonb where name = 'options'`.execute(city.db),
    },
    {
      table: 'menu_item',
      read: async () => JSON.stringify((await result('/api/info/get-options-info-v3')).menuItems),
      change: () => sql`update menu_item set title_ru = title_ru || '!'`.execute(city.db),
      undo: () => sql`update menu_item set title_ru = left(title_ru, -1)`.execute(city.db),
    },
    {
      table: 'news',
      read: async () => JSON.stringify([await result('/api/news?limit=10&offset=0'), await result('/api/news/get-one?id=1')]),
      change: () => sql`update news set title_ru = title_ru || '!' where id = 1`.execute(city.db),
      undo: () => sql`update news set title_ru = left(title_ru, -1) where id = 1`.execute(city.db),
    },
    {
      table: 'page',
      read: async () => (await result('/api/pages/get-by-path?path=personal-data-rules')).title,
      change: () => sql`update page set title_ru = title_ru || '!' where path = 'personal-data-rules'`.execute(city.db),
      undo: () => sql`update page set title_ru = left(title_ru, -1) where path = 'personal-data-rules'`.execute(city.db),
    },
    {
      table: 'sms_command',
      read: async () => JSON.stringify(await result('/api/sms-commands')),
      change: () => sql`update sms_command set name_ru = name_ru || '!'`.execute(city.db),
      undo: () => sql`update sms_command set name_ru = left(name_ru, -1)`.execute(city.db),
    },
    {
      table: 'notification_popup',
      read: async () => (await result('/api/notification/popup')).title,
      change: () => sql`update notification_popup set title_ru = title_ru || '!'`.execute(city.db),
      undo: () => sql`update notification_popup set title_ru = left(title_ru, -1)`.execute(city.db),
    },
    {
      table: 'zone',
      read: async () => JSON.stringify([(await cost()).totalcost, (await get('/api/info/get-map-info/v3')).headers.etag]),
      change: () =>
        sql`update zone set spaces_free = spaces_free + 1, prices = (select jsonb_agg(p || '{"price": 12300}'::jsonb) from jsonb_array_elements(prices) p) where zone_number = ${zone}`.execute(
          city.db,
        ),
      undo: () => sql`update zone set spaces_free = spaces_free - 1, prices = ${JSON.stringify(kept)}::jsonb where zone_number = ${zone}`.execute(city.db),
    },
    {
      table: 'map_object',
      read: async () => (await get('/api/info/get-map-info/v3')).headers.etag,
      change: () => sql`update map_object set name_ru = name_ru || '!'`.execute(city.db),
      undo: () => sql`update map_object set name_ru = left(name_ru, -1)`.execute(city.db),
    },
    {
      table: 'calendar_day',
      read: async () => JSON.stringify(await cost()),
      change: () => city.db.deleteFrom('calendar_day').execute(),
      undo: () => city.db.insertInto('calendar_day').values(kept).execute(),
    },
  ];

  for (const { table, read, change, undo } of writes) {
    it(`to ${table}, whoever writes it, is read at once`, async () => {
      kept = (await keep[table]?.()) as never;
      const before = await read();
      // Read twice: the second answer comes from memory.
      expect(await read()).toEqual(before);
      await change();
      await city.changes.settle();
      const after = await read();
      expect(after).not.toEqual(before);
      await undo();
      await city.changes.settle();
      expect(await read()).toEqual(before);
    });
  }
});

describe('two servers on one database', () => {
  let second: { app: FastifyInstance; database: OpenDatabase | null };
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    // PostgreSQL: a second pool and listener on the same schema, as a second process has. PGlite is one process's own.
    const database = url
      ? await createDatabase({
          kind: 'postgres',
          url,
          schema: (await sql<{ schema: string }>`select current_schema() as schema`.execute(city.db)).rows[0]!.schema,
        })
      : null;
    const app = await buildServer({
      config: city.config,
      cities: [{ city: city.city, db: database?.db ?? city.db, changes: database?.changes ?? city.changes, close: async () => {} }],
      now: city.now,
      jobQueue: false,
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
  });

  it('sees a change the other made within a second', async () => {
    expect((await result('/api/info/get-options-info-v3', second.app)).isClose).toBe(false);
    expect((await putDev({ options: { isClose: true } })).json()).toEqual({ status: 'ok' });
    try {
      // Until the second server's listener has heard every commit so far (under a second); its
      // cache drops what a notice names as the notice arrives. PGlite's notices come with the commit.
      const since = Date.now();
      await (second.database?.changes ?? city.changes).settle();
      expect(Date.now() - since).toBeLessThan(1_000);
      expect((await result('/api/info/get-options-info-v3', second.app)).isClose).toBe(true);
    } finally {
      await putDev({ options: { isClose: false } }, second.app);
    }
    // The server that made the change reads it at once.
    expect((await result('/api/info/get-options-info-v3', second.app)).isClose).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a lost PostgreSQL listener', () => {
  it('sends reads to the database until it listens again, then keeps them again', async () => {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(city.db)).rows[0]!.schema;
    const title = async () => (await result('/api/news/get-one?id=1')).title as string;
    const before = await title();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`table_changed ${schema}`}`.execute(city.db);
    await vi.waitFor(() => expect(city.changes.live).toBe(false));
    await city.db.updateTable('news').set({ title_ru: 'Пока никто не слушал' }).where('id', '=', 1).execute();
    try {
      expect(await title()).toBe('Пока никто не слушал');
      await vi.waitFor(() => expect(city.changes.live).toBe(true), { timeout: 5_000 });
      expect(await title()).toBe('Пока никто не слушал');
    } finally {
      await city.db.updateTable('news').set({ title_ru: before }).where('id', '=', 1).execute();
      await city.changes.settle();
    }
    expect(await title()).toBe(before);
  });
});
