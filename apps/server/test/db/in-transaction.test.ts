import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inTransaction, isRetryableConflict } from '../../src/db/in-transaction.ts';
import { underSchemaLock } from '../helpers/create-test-city.ts';

const url = process.env.DATABASE_URL;
const noSleep = async () => {};

/** What node-postgres throws for an aborted transaction. */
const conflict = (code: string) => Object.assign(new Error('could not serialize access due to read/write dependencies among transactions'), { code });

/** A stand-in database whose transactions just run the callback, to count attempts without SQL. */
const fakeDb = () =>
  ({
    transaction: () => ({ execute: <T>(work: (trx: Transaction<unknown>) => Promise<T>) => work({} as Transaction<unknown>) }),
  }) as unknown as Kysely<unknown>;

describe('inTransaction', () => {
  it('runs the callback again after serialization failures and answers its result', async () => {
    let runs = 0;
    const answer = await inTransaction(
      fakeDb(),
      async () => {
        runs += 1;
        if (runs <= 2) throw conflict('40001');
        return 'done';
      },
      { sleep: noSleep },
    );
    expect(answer).toBe('done');
    expect(runs).toBe(3);
  });

  it('retries a deadlock, also when it is wrapped as the cause of another error', async () => {
    let runs = 0;
    await inTransaction(
      fakeDb(),
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('migration failed', { cause: conflict('40P01') });
      },
      { sleep: noSleep },
    );
    expect(runs).toBe(2);
  });

  it('does not retry any other error', async () => {
    let runs = 0;
    const failing = inTransaction(
      fakeDb(),
      async () => {
        runs += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      },
      { sleep: noSleep },
    );
    await expect(failing).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });

  it('gives up after the last attempt with the last failure', async () => {
    let runs = 0;
    const waits: number[] = [];
    const failing = inTransaction(
      fakeDb(),
      async () => {
        runs += 1;
        throw conflict('40001');
      },
      { attempts: 3, sleep: async (ms) => void waits.push(ms) },
    );
    await expect(failing).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms > 0)).toBe(true);
  });

  it('tells conflicts from other errors', () => {
    expect(isRetryableConflict(conflict('40001'))).toBe(true);
    expect(isRetryableConflict(conflict('40P01'))).toBe(true);
    expect(isRetryableConflict(conflict('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});

describe.skipIf(!url)('inTransaction on PostgreSQL', () => {
  it('retries a real serialization failure so that both transactions succeed', async () => {
    const schema = `test_retry_${randomBytes(6).toString('hex')}`;
    const db = new Kysely<{ counter: { k: number; v: number } }>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` }) }),
    });
    try {
      await underSchemaLock(url!, (admin) => admin.query(`create schema ${schema}`));
      await sql`create table counter (k int primary key, v int not null)`.execute(db);
      await sql`insert into counter values (1, 0), (2, 0)`.execute(db);

      // Each transaction reads both rows and writes one of them; on their first attempt both read
      // before either writes, so each read what the other writes: SERIALIZABLE must abort one.
      let firstReads = 0;
      let bothRead!: () => void;
      const barrier = new Promise<void>((resolve) => (bothRead = resolve));
      const runs = { 1: 0, 2: 0 };
      const bump = (k: 1 | 2) =>
        inTransaction(
          db,
          async (trx) => {
            runs[k] += 1;
            const { total } = await trx
              .selectFrom('counter')
              .select((eb) => eb.fn.sum<number>('v').as('total'))
              .executeTakeFirstOrThrow();
            if (runs[k] === 1) {
              firstReads += 1;
              if (firstReads === 2) bothRead();
              await barrier;
            }
            await trx
              .updateTable('counter')
              .set({ v: Number(total) + 1 })
              .where('k', '=', k)
              .execute();
          },
          { isolationLevel: 'serializable' },
        );

      await Promise.all([bump(1), bump(2)]);
      expect(runs[1] + runs[2]).toBe(3);
      // As if one ran after the other: the later one saw the earlier one's write.
      const rows = await db.selectFrom('counter').select('v').orderBy('k').execute();
      expect(rows.map((r) => r.v).sort()).toEqual([1, 2]);
    } finally {
      await db.destroy();
      await underSchemaLock(url!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    }
  });
});
