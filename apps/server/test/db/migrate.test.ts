import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { pglitePool } from '../../src/db/pglite-pool.ts';
import { underSchemaLock } from '../helpers/create-test-city.ts';

const url = process.env.DATABASE_URL;
const names = Object.keys(migrations);

/** A database whose every statement is written down, to see which locks the migrator asks for. */
function recorded<T extends { sql: string[] }>(make: (log: (event: LogEvent) => void) => Kysely<unknown>, into: T) {
  return make((event) => into.sql.push(event.query.sql));
}

const advisory = (statements: string[]) => statements.filter((s) => /pg_(try_)?advisory/i.test(s));
const recordedMigrations = (statements: string[]) => statements.filter((s) => /insert into\s+"[^"]+"\."kysely_migration"\s/i.test(s));

describe('migrations on the embedded database', () => {
  it('run once, under a row lock, never an advisory one', async () => {
    const seen = { sql: [] as string[] };
    const db = recorded((log) => new Kysely({ dialect: new PostgresDialect({ pool: pglitePool(new PGlite()) }), log }), seen);
    try {
      await migrateToLatest(db);
      await migrateToLatest(db);
      const done = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(done.rows.map((r) => r.name)).toEqual(names);
      expect(recordedMigrations(seen.sql)).toHaveLength(names.length);
      expect(seen.sql.some((s) => /kysely_migration_lock.*for update/i.test(s))).toBe(true);
      expect(advisory(seen.sql)).toEqual([]);
    } finally {
      await db.destroy();
    }
    // A fresh embedded database migrating twice: seconds alone, far longer on a loaded machine.
  }, 180_000);
});

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('started by two processes at once on a new schema run once and both finish', async () => {
    const schema = `test_migrate_${randomBytes(6).toString('hex')}`;
    const seen = { sql: [] as string[] };
    const open = () =>
      recorded(
        (log) =>
          new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 3, options: `-c search_path=${schema}` }) }), log }),
        seen,
      );
    const [first, second] = [open(), open()];
    try {
      // Kysely's migrator reads every schema's catalogue, so it takes turns with the other test files'
      // schema drops (see create-test-city.ts); the race between our two processes stays inside.
      await underSchemaLock(url!, async (admin) => {
        await admin.query(`create schema ${schema}`);
        await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      });
      const done = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first);
      expect(done.rows.map((r) => r.name)).toEqual(names);
      expect(recordedMigrations(seen.sql)).toHaveLength(names.length);
      expect(advisory(seen.sql)).toEqual([]);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
      await underSchemaLock(url!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    }
  });
});
