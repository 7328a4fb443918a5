import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCities } from '@city-parking/contract/city/city';
import { cityDatabaseLocation, readCities } from '../src/open-cities.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const ROSTOV_URL = 'postgres://parking:secret@db-south.internal:5432/parking';

let dir: string;
let cities: Record<string, unknown>[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cities-'));
  cities = JSON.parse(await readFile(path.join(root, 'config/cities.json'), 'utf8')) as Record<string, unknown>[];
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function citiesFile(entries: Record<string, unknown>[]): Promise<string> {
  const file = path.join(dir, `cities-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(entries));
  return file;
}

const config = (DATABASE_URL?: string) => ({ DATA_DIR: '/srv/parking/data', CITIES_FILE: '', DATABASE_URL });

describe('a city with its own database URL', () => {
  it('opens its schema there, while the others keep DATABASE_URL or PGlite', async () => {
    const file = await citiesFile(cities.map((c) => (c.city === 'rostov' ? { ...c, databaseUrl: ROSTOV_URL } : c)));
    const read = await readCities(file);
    const rostov = read.find((c) => c.city === 'rostov')!;
    const perm = read.find((c) => c.city === 'perm')!;
    expect(rostov.databaseUrl).toBe(ROSTOV_URL);
    expect(perm.databaseUrl).toBeUndefined();

    expect(cityDatabaseLocation(config('postgres://main.internal/parking'), rostov)).toEqual({ kind: 'postgres', url: ROSTOV_URL, schema: 'city_rostov' });
    expect(cityDatabaseLocation(config('postgres://main.internal/parking'), perm)).toEqual({
      kind: 'postgres',
      url: 'postgres://main.internal/parking',
      schema: 'city_perm',
    });
    expect(cityDatabaseLocation(config(), rostov)).toEqual({ kind: 'postgres', url: ROSTOV_URL, schema: 'city_rostov' });
    expect(cityDatabaseLocation(config(), perm)).toEqual({ kind: 'pglite', dataDir: path.join('/srv/parking/data', 'perm') });
  });

  it('refuses an address that is not PostgreSQL, without repeating it', async () => {
    const file = await citiesFile(cities.map((c) => (c.city === 'perm' ? { ...c, databaseUrl: 'mysql://user:hunter2@db/parking' } : c)));
    const error = await readCities(file).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/databaseUrl/);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('is dropped by the contract, so the web bundle never carries it', () => {
    const parsed = ZCities.parse(cities.map((c) => ({ ...c, databaseUrl: ROSTOV_URL })));
    expect(JSON.stringify(parsed)).not.toContain('db-south');
  });
});
