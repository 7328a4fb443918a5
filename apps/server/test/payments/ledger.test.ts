import { beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../src/modules/payments/ledger.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({});
let driverId: number;
beforeAll(async () => {
  driverId = (await city.db.selectFrom('driver').select('id').where('email', '=', 'ivanov@parking.test').executeTakeFirstOrThrow()).id;
});

const post = (entry: Parameters<typeof ledger.post>[1]) => city.db.transaction().execute((trx) => ledger.post(trx, entry));
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { errorName?: string }) => error.errorName ?? String(error),
  );

describe('ledger', () => {
  it('credits once per idempotency key', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post({ driverId, kind: 'refill', amount: 30000, idempotencyKey: 'payment:once', at: new Date() })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ledger.balanceOf(city.db, driverId)).toBe(30000);
    expect(await ledger.sumOf(city.db, driverId)).toBe(30000);
  });

  it('lets exactly 3 of 50 concurrent debits through a balance that covers 3, never going below zero', async () => {
    // 300 roubles on the balance, each debit 100.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(post({ driverId, kind: 'payment', amount: -10000, idempotencyKey: `order:${i}`, at: new Date() }))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r === 'NoMoneyNoHoney')).toHaveLength(47);
    expect(await ledger.balanceOf(city.db, driverId)).toBe(0);
    expect(await ledger.sumOf(city.db, driverId)).toBe(0);
    // The demo driver's seeded history (which nets to zero) and the passes it bought are not this test's.
    const rows = await city.db
      .selectFrom('account_operation')
      .select('id')
      .where('driver_id', '=', driverId)
      .where('idempotency_key', 'not like', 'seed:%')
      .where('idempotency_key', 'not like', 'subscription:%')
      .execute();
    expect(rows).toHaveLength(4);
  });

  it('refuses fractional kopecks', async () => {
    await expect(post({ driverId, kind: 'refill', amount: 10.5, idempotencyKey: 'bad', at: new Date() })).rejects.toThrow(/whole kopecks/);
  });
});
