import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lockRow } from '../../src/db/lock-row.ts';
import { underSchemaLock } from '../helpers/create-test-city.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('lock rows on PostgreSQL', () => {
  it('make a second transaction wait for the first, also for a name never locked before', async () => {
    const schema = `test_lock_${randomBytes(6).toString('hex')}`;
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 3, options: `-c search_path=${schema}` }) }),
    });
    try {
      await underSchemaLock(url!, (admin) => admin.query(`create schema ${schema}`));
      await sql`create table lock_row (name text primary key)`.execute(db);
      const events: string[] = [];
      let firstHolds!: () => void;
      const held = new Promise<void>((resolve) => (firstHolds = resolve));
      let letGo!: () => void;
      const release = new Promise<void>((resolve) => (letGo = resolve));

      const first = db.transaction().execute(async (trx) => {
        await lockRow(trx, 'plate:A123BC');
        firstHolds();
        await release;
        events.push('first ends');
      });
      await held;
      let secondPid!: (pid: number) => void;
      const pid = new Promise<number>((resolve) => (secondPid = resolve));
      const second = db.transaction().execute(async (trx) => {
        secondPid((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid);
        await lockRow(trx, 'plate:A123BC');
        events.push('second holds');
      });
      // Another name is not held up.
      await db.transaction().execute((trx) => lockRow(trx, 'plate:B456CD'));
      // The second waits on the first's lock: the server says so, rather than a pause suggesting it.
      const blockers = async () => (await sql<{ blockers: number[] }>`select pg_blocking_pids(${await pid}) as blockers`.execute(db)).rows[0]!.blockers;
      await expect.poll(blockers, { timeout: 10_000 }).toHaveLength(1);
      expect(events).toEqual([]);
      letGo();
      await Promise.all([first, second]);
      expect(events).toEqual(['first ends', 'second holds']);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from lock_row`.execute(db);
      expect(rows[0]!.n).toBe(2);
    } finally {
      await db.destroy();
      await underSchemaLock(url!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    }
  });
});
