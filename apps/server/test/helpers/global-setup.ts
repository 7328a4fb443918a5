import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
// Types only: the ProvidedContext keys; the readers import vitest's runtime, which is for workers.
import type {} from './pglite-template.ts';
import { dumpSchema, templateSchemaName } from './postgres-template.ts';
import { underSchemaLock } from './schema-lock.ts';

/**
 * The server project's global setup: one database migrated for the whole run, which every test
 * city starts from. A new PGlite spends about 3 s in initdb and 0.7 s in the migrations on this
 * machine, loading this copy under 1 s. On PostgreSQL, one schema is migrated and dumped as a
 * script that each city's schema is made with (postgres-template.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'city-parking-template-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', '');
  if (url) {
    const file = path.join(dir, 'migrated.sql');
    const script = await migratedSchemaScript(url);
    if (script) {
      await writeFile(file, script);
      project.provide('postgresTemplate', file);
    }
    return cleanUp;
  }
  const file = path.join(dir, 'migrated.tar');
  const database = await createDatabase({ kind: 'pglite' });
  try {
    await migrateToLatest(database.db);
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return cleanUp;
}

/**
 * Migrates a schema of its own, dumps it, and drops it again; under the schema lock, as another run
 * on the same server may be migrating or dropping its own.
 */
async function migratedSchemaScript(url: string): Promise<string | undefined> {
  const schema = templateSchemaName();
  const database = await createDatabase({ kind: 'postgres', url, schema });
  try {
    await underSchemaLock(url, () => migrateToLatest(database.db));
  } finally {
    await database.close();
  }
  try {
    return await dumpSchema(url, schema);
  } finally {
    await underSchemaLock(url, (admin) => admin.query(`drop schema ${schema} cascade`));
  }
}
