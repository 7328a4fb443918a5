import { describe, expect, it } from 'vitest';
import { companyLedger } from '../../src/modules/corporate/company-ledger.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { corpCall, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

async function newCompany(inn: string) {
  const row = await perm.db
    .insertInto('company')
    .values({ inn, contract_number: 'L-1', name: 'Ledger', email: 'l@company.test', created_at: perm.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const post = (companyId: number, amount: number, key: string) =>
  perm.db
    .transaction()
    .execute((trx) => companyLedger.post(trx, { companyId, kind: amount > 0 ? 'refill' : 'payment', amount, idempotencyKey: key, at: perm.now() }));

async function consistent(companyId: number) {
  const company = await perm.db.selectFrom('company').select('balance').where('id', '=', companyId).executeTakeFirstOrThrow();
  const sum = await perm.db
    .selectFrom('company_operation')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  expect(Number(company.balance)).toBe(Number(sum.sum));
  return Number(company.balance);
}

describe('a company’s ledger', () => {
  it('moves the balance with each row once, replays change nothing, and never goes below zero', async () => {
    const id = await newCompany('7736050003');
    expect(await post(id, 10_000, 'test:refill:1')).toBe(true);
    expect(await post(id, 10_000, 'test:refill:1')).toBe(false);
    await expect(post(id, -10_001, 'test:pay:1')).rejects.toMatchObject({ errorName: 'NoMoneyNoHoney' });
    expect(await consistent(id)).toBe(10_000);
  });

  it('lets concurrent debits spend the money once', async () => {
    const id = await newCompany('7702070139');
    await post(id, 10_000, 'test:refill:2');
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => post(id, -3_000, `test:pay:2:${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await consistent(id)).toBe(1_000);
  });

  it('refuses one of two concurrent adds of a driver with one phone', async () => {
    const token = await demoCompanyToken(perm);
    const answers = await Promise.all(
      ['Первый Водитель', 'Второй Водитель'].map((driver) => corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver, phone: '79125557777' })),
    );
    expect(answers.map((a) => a.errorName ?? a.status).sort()).toEqual(['CompanyDriverExists', 'ok']);
  });
});
