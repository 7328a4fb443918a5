import { describe, expect, it } from 'vitest';
import { OPERATION_TYPES, OPERATIONS_PAGE_SIZE, type TOperationType } from '@city-parking/contract/operations/operation';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { ledger } from '../../src/modules/payments/ledger.ts';
import { testCities } from '../helpers/test-cities.ts';
import { newDriver, type TestDriver } from '../sessions/session-fixtures.ts';
import { everyPage, history, recent } from './operations-fixtures.ts';

const [perm, rostov] = testCities({ city: 'perm' }, { city: 'rostov' });

/** `count` top-ups of 1, 2, … kopecks in one transaction: every one at the same instant. */
async function sameInstant(driver: TestDriver, count: number, tag: string) {
  const at = new Date();
  await perm.db.transaction().execute(async (trx) => {
    for (let i = 1; i <= count; i += 1) await ledger.post(trx, { driverId: driver.id, kind: 'refill', amount: i, idempotencyKey: `test:${tag}:${i}`, at });
  });
}

describe('paging', () => {
  it('gives every operation once, newest first, across operations of one instant', async () => {
    const driver = await newDriver(perm);
    await sameInstant(driver, 130, `same:${driver.id}`);
    const pages = await everyPage(perm, { token: driver.token });
    expect(pages.map((p) => p.length)).toEqual([50, 50, 30]);
    const sums = pages.flat().map((o) => Math.round(o.sum * 100));
    expect(sums).toEqual(Array.from({ length: 130 }, (_, i) => 130 - i));
    expect(new Set(pages.flat().map((o) => o.dateOperation)).size).toBe(1);
  });

  it('neither repeats nor skips an operation when new ones arrive between pages', async () => {
    const driver = await newDriver(perm);
    await sameInstant(driver, 120, `arrive:${driver.id}`);
    const pages = await everyPage(perm, { token: driver.token }, async (page) => {
      // A top-up completes while the driver scrolls.
      await perm.db
        .transaction()
        .execute((trx) =>
          ledger.post(trx, { driverId: driver.id, kind: 'refill', amount: 1000 + page, idempotencyKey: `test:late:${driver.id}:${page}`, at: new Date() }),
        );
    });
    const sums = pages.flat().map((o) => Math.round(o.sum * 100));
    expect(sums).toEqual(Array.from({ length: 120 }, (_, i) => 120 - i));
    // A new first page shows what arrived, newest first.
    const first = (await history(perm, { token: driver.token })).result!;
    expect(first.slice(0, 3).map((o) => Math.round(o.sum * 100))).toEqual([1003, 1002, 1001]);
  });

  it('get-operations-v2 answers the newest page', async () => {
    const driver = await newDriver(perm);
    await sameInstant(driver, 60, `recent:${driver.id}`);
    const answer = await recent(perm, driver.token);
    expect(answer.status).toBe('ok');
    expect(answer.result).toHaveLength(OPERATIONS_PAGE_SIZE);
    expect(answer.result).toEqual((await history(perm, { token: driver.token })).result);
  });
});

/** Operations of a driver at given instants, written as a projection row each. */
async function place(driver: TestDriver, rows: { at: string; type: TOperationType; plate?: string; zone?: string; phone?: string }[]) {
  await perm.db
    .insertInto('operation')
    .values(
      rows.map((row, i) => ({
        driver_id: driver.id,
        type: row.type,
        status: 'done' as const,
        amount: 100 * (i + 1),
        payer_phone: row.phone ?? null,
        occurred_at: new Date(row.at),
        starts_at: null,
        ends_at: null,
        zone_number: row.zone ?? null,
        parking_code: row.zone ? `P${row.zone}` : null,
        plate: row.plate ?? null,
        session_id: null,
        payment_id: null,
        source_key: `test:place:${driver.id}:${i}`,
      })),
    )
    .execute();
}

describe('filters', async () => {
  // Perm's clock is UTC+5: its 10 March runs from 9 March 19:00 UTC to 10 March 19:00 UTC.
  const rows = [
    { at: '2026-03-09T18:59:59.999Z', type: 'refill', phone: '79120000077' },
    { at: '2026-03-09T19:00:00.000Z', type: 'payment', plate: 'О100ОО159', zone: '101' },
    { at: '2026-03-10T10:00:00.000Z', type: 'renew', plate: 'О100ОО159', zone: '101' },
    { at: '2026-03-10T11:00:00.000Z', type: 'cancel', plate: 'О100ОО159', zone: '101' },
    { at: '2026-03-10T12:00:00.000Z', type: 'paymentGate', zone: '701' },
    { at: '2026-03-10T18:59:59.999Z', type: 'paymentSubscription', plate: 'Т200ТТ159' },
    { at: '2026-03-10T19:00:00.000Z', type: 'bonus20' },
    { at: '2026-03-12T07:00:00.000Z', type: 'payment', plate: 'Т200ТТ159', zone: '102' },
  ] as const;
  let driver: TestDriver;
  const typesOf = async (query: Record<string, string>) => {
    const answer = await history(perm, { token: driver.token, ...query });
    expect(answer.status, JSON.stringify(answer)).toBe('ok');
    return answer.result!.map((o) => o.type);
  };

  it('by period: whole days on the city clock, both ends included; none is the whole history', async () => {
    driver = await newDriver(perm);
    await place(driver, [...rows]);
    expect(await typesOf({ StartDate: '2026-03-10', EndDate: '2026-03-10' })).toEqual(['paymentSubscription', 'paymentGate', 'cancel', 'renew', 'payment']);
    expect(await typesOf({ EndDate: '2026-03-09' })).toEqual(['refill']);
    expect(await typesOf({ StartDate: '2026-03-11' })).toEqual(['payment', 'bonus20']);
    expect(await typesOf({ StartDate: '2026-03-11', EndDate: '2026-03-11' })).toEqual(['bonus20']);
    expect(await typesOf({})).toHaveLength(rows.length);
  });

  it('by operation: the Russian names the screen sends and the English type names', async () => {
    const expected: Record<string, TOperationType[]> = {
      Все: ['payment', 'bonus20', 'paymentSubscription', 'paymentGate', 'cancel', 'renew', 'payment', 'refill'],
      Оплата: ['payment', 'paymentGate', 'payment'],
      Пополнение: ['refill'],
      Продление: ['renew'],
      Отмена: ['cancel'],
      'Оплата абонемента': ['paymentSubscription'],
      'Бонус 20%': ['bonus20'],
      subscription: ['paymentSubscription'],
      paymentGate: ['paymentGate'],
      all: ['payment', 'bonus20', 'paymentSubscription', 'paymentGate', 'cancel', 'renew', 'payment', 'refill'],
    };
    for (const [Operation, types] of Object.entries(expected)) expect(await typesOf({ Operation }), Operation).toEqual(types);
    for (const type of OPERATION_TYPES) expect(await typesOf({ Operation: type })).toContain(type);
  });

  it('by vehicle, zone and paying phone, together with the others', async () => {
    expect(await typesOf({ Vehicle: 'о100оо159' })).toEqual(['cancel', 'renew', 'payment']);
    expect(await typesOf({ Vehicle: 'Т200ТТ159', Operation: 'Оплата' })).toEqual(['payment']);
    expect(await typesOf({ Zone: '101', StartDate: '2026-03-10', EndDate: '2026-03-10', Operation: 'Продление' })).toEqual(['renew']);
    expect(await typesOf({ Zone: 'P102' })).toEqual(['payment']);
    expect(await typesOf({ Zone: '701' })).toEqual(['paymentGate']);
    expect(await typesOf({ Driver: '+7 912 000-00-77' })).toEqual(['refill']);
    expect(await typesOf({ Vehicle: 'А000АА00' })).toEqual([]);
  });

  it('refuses bad filters with ValidationError naming the field, and changes nothing', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ StartDate: '2026-02-30' }, 'StartDate'],
      [{ EndDate: '10.03.2026' }, 'EndDate'],
      [{ StartDate: '2026-03-11', EndDate: '2026-03-10' }, 'EndDate'],
      [{ Operation: 'Штраф' }, 'Operation'],
      [{ OrderNumber: 'abc' }, 'OrderNumber'],
      [{ OrderNumber: '20261399T250000000Z-1' }, 'OrderNumber'],
      [{ Vehicle: 'А'.repeat(21) }, 'Vehicle'],
    ];
    for (const [query, field] of bad) {
      const answer = await history(perm, { token: driver.token, ...query });
      expect(answer, JSON.stringify(query)).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { [field]: expect.any(String) } });
    }
  });
});

describe('demo history', () => {
  const demoToken = async (city: typeof perm, email: string) => {
    const driver = await city.db.selectFrom('driver').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return tokenService(tokenRepo(city.db), city.now).issue('standart', driver.id);
  };

  // Passes are a few real subscriptions each (subscriptions/demo-passes.test.ts), not a hundred.
  it('gives each demo driver of Perm three months of every type, each but passes at least 100 times, paged without a repeat', async () => {
    for (const email of ['demo@parking.test', 'ivanov@parking.test']) {
      const token = await demoToken(perm, email);
      const operations = (await everyPage(perm, { token })).flat();
      expect(new Set(operations.map((o) => o.orderNumber)).size).toBe(operations.length);
      for (const type of OPERATION_TYPES) {
        const least = type === 'paymentSubscription' ? 1 : 100;
        expect(operations.filter((o) => o.type === type).length, `${email} ${type}`).toBeGreaterThanOrEqual(least);
      }
      const days = (Date.parse(operations[0]!.dateOperation) - Date.parse(operations.at(-1)!.dateOperation)) / 86_400_000;
      expect(days).toBeGreaterThan(85);
      expect(new Set(operations.map((o) => o.zone).filter(Boolean)).size).toBeGreaterThan(3);
    }
    const demo = await perm.db.selectFrom('driver').select('id').where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow();
    expect(await ledger.balanceOf(perm.db, demo.id)).toBe(100_000);
    expect(await ledger.sumOf(perm.db, demo.id)).toBe(100_000);
  });

  it('gives Rostov, which has no balance, session payments (and the opening top-up every demo has)', async () => {
    const token = await demoToken(rostov, 'demo@parking.test');
    const operations = (await everyPage(rostov, { token })).flat();
    expect(operations.filter((o) => o.type === 'payment').length).toBeGreaterThanOrEqual(100);
    expect(operations.filter((o) => o.type !== 'payment').map((o) => [o.type, o.sum])).toEqual([['refill', 1000]]);
  });
});
