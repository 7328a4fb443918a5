import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ZCities, type TCity } from '@city-parking/contract/city/city';
import { ConfigError, type Config, type DatabaseConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { isDemoDatabase } from './db/demo-marker.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import type { TableChanges } from './db/table-changes.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';

export interface OpenCity {
  city: TCity;
  db: Kysely<Database>;
  changes: TableChanges;
  close(): Promise<void>;
}

export async function readCities(file: string): Promise<TCity[]> {
  const parsed = ZCities.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * A database that was seeded with demo data holds accounts whose passwords the README publishes and
 * money that nobody paid; served without DEMO it would be a production service open to anyone.
 */
export class DemoDatabaseError extends ConfigError {}

/** Refuses a demo database when the server is not in demo mode. */
export async function assertNotDemoDatabase(db: Kysely<Database>, config: Config, where: string): Promise<void> {
  if (config.DEMO || !(await isDemoDatabase(db))) return;
  throw new DemoDatabaseError(
    `Refusing to start: the database ${where} was seeded with demo data (demo accounts with published passwords, sandbox money).\n` +
      '  Start it with DEMO=1, or point DATA_DIR / DATABASE_URL at a production database that was never started with DEMO=1.',
  );
}

/** Where a city's database is: its PGlite folder under DATA_DIR, or its schema of DATABASE_URL. */
export function cityDatabaseLocation(
  config: DatabaseConfig,
  city: TCity,
): { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string } {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL, schema: `city_${city.city.replace(/-/g, '_')}` };
  return { kind: 'pglite', dataDir: path.join(config.DATA_DIR, city.city) };
}

/**
 * One database per city (a PGlite folder or a PostgreSQL schema), migrated, and seeded in demo mode;
 * without DEMO a database marked as demo is refused.
 */
export async function openCities(config: Config, cities: readonly TCity[]): Promise<OpenCity[]> {
  const opened: OpenCity[] = [];
  try {
    for (const city of cities) {
      const location = cityDatabaseLocation(config, city);
      const { db, changes, close } = await createDatabase(location);
      opened.push({ city, db, changes, close });
      await migrateToLatest(db);
      await assertNotDemoDatabase(
        db,
        config,
        location.kind === 'postgres' ? `of city ${city.city} (schema ${location.schema})` : `of city ${city.city} (${location.dataDir})`,
      );
      if (config.DEMO) await seedDemoData(db, city, { zoneCount: config.SEED_ZONES });
    }
  } catch (error) {
    await Promise.allSettled(opened.map((c) => c.close()));
    throw error;
  }
  return opened;
}
