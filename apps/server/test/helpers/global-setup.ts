import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
// Types only: the ProvidedContext key; the reader imports vitest's runtime, which is for workers.
import type {} from './pglite-template.ts';

/**
 * The server project's global setup: one embedded database migrated for the whole run. A new
 * PGlite spends about 3 s in initdb and 0.7 s in the migrations on this machine, loading this copy
 * under 1 s, and every test file opens one or more cities.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'city-parking-template-'));
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
  return () => rm(dir, { recursive: true, force: true });
}
