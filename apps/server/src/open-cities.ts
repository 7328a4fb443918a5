import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
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
  /** PGlite (this process's own) or PostgreSQL (shareable with other processes); DATABASE_URL decides when unset. */
  databaseKind?: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A city as the server reads it: the contract's fields, and where its database is when that is not
 * DATABASE_URL. The web app bundles the same file through the contract, which drops the address.
 */
export type ConfiguredCity = TCity & { databaseUrl?: string | undefined };

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });
/** The server-only fields of a city in config/cities.json. */
const ZServerCityFields = z.array(z.object({ databaseUrl: postgresUrl.optional() }));

export async function readCities(file: string): Promise<ConfiguredCity[]> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  const parsed = ZCities.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is invalid: ${parsed.error.message}`);
  const server = ZServerCityFields.safeParse(json);
  // The address itself stays out of the message: it may carry a password.
  if (!server.success) throw new Error(`${file} is invalid: databaseUrl must be a postgres:// or postgresql:// address`);
  return parsed.data.map((city, i) => {
    const databaseUrl = server.data[i]?.databaseUrl;
    return databaseUrl ? { ...city, databaseUrl } : city;
  });
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

/**
 * Where a city's database is: its schema of the city's own databaseUrl, else of DATABASE_URL, else
 * its PGlite folder under DATA_DIR.
 */
export function cityDatabaseLocation(
  config: DatabaseConfig,
  city: ConfiguredCity,
): { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string } {
  const url = city.databaseUrl ?? config.DATABASE_URL;
  if (url) return { kind: 'postgres', url, schema: `city_${city.city.replace(/-/g, '_')}` };
  return { kind: 'pglite', dataDir: path.join(config.DATA_DIR, city.city) };
}

/**
 * One database per city (a PGlite folder or a PostgreSQL schema), migrated, and seeded in demo mode
 * by the server's clock (`now`; real time unless given); without DEMO a database marked as demo is refused.
 */
export async function openCities(config: Config, cities: readonly ConfiguredCity[], now: () => Date = () => new Date()): Promise<OpenCity[]> {
  const opened: OpenCity[] = [];
  try {
    for (const configured of cities) {
      const location = cityDatabaseLocation(config, configured);
      // The address (and any password in it) goes no further than the database it opens.
      const { databaseUrl: _url, ...city } = configured;
      const { db, changes, close } = await createDatabase(location);
      opened.push({ city, db, changes, databaseKind: location.kind, close });
      await migrateToLatest(db);
      await assertNotDemoDatabase(
        db,
        config,
        location.kind === 'postgres' ? `of city ${city.city} (schema ${location.schema})` : `of city ${city.city} (${location.dataDir})`,
      );
      if (config.DEMO) await seedDemoData(db, city, { zoneCount: config.SEED_ZONES, at: now() });
    }
  } catch (error) {
    await Promise.allSettled(opened.map((c) => c.close()));
    throw error;
  }
  return opened;
}
