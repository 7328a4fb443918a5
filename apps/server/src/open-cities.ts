import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ZCities, type TCity } from '@city-parking/contract/city/city';
import type { Config } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';

export interface OpenCity {
  city: TCity;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function readCities(file: string): Promise<TCity[]> {
  const parsed = ZCities.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** One database per city (a PGlite folder or a PostgreSQL schema), migrated, and seeded in demo mode. */
export async function openCities(config: Config, cities: readonly TCity[]): Promise<OpenCity[]> {
  const opened: OpenCity[] = [];
  try {
    for (const city of cities) {
      const { db, close } = await createDatabase(
        config.DATABASE_URL
          ? { kind: 'postgres', url: config.DATABASE_URL, schema: `city_${city.city.replace(/-/g, '_')}` }
          : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, city.city) },
      );
      opened.push({ city, db, close });
      await migrateToLatest(db);
      if (config.DEMO) await seedDemoData(db, city);
    }
  } catch (error) {
    await Promise.allSettled(opened.map((c) => c.close()));
    throw error;
  }
  return opened;
}
