import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { isDemoDatabase } from '../../src/db/demo-marker.ts';
import { demoExposureWarning, isLoopbackHost } from '../../src/http/demo-exposure-warning.ts';
import { assertNotDemoDatabase, DemoDatabaseError } from '../../src/open-cities.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

let demo: TestCity;
let production: TestCity;
beforeAll(async () => {
  [demo, production] = await Promise.all([createTestCity(), createTestCity({ demo: false })]);
});
afterAll(async () => {
  await Promise.all([demo.close(), production.close()]);
});

describe('a database seeded with demo data', () => {
  it('is marked, and a server without DEMO refuses it with a message that says why and what to do', async () => {
    expect(await isDemoDatabase(demo.db)).toBe(true);
    const refusal = assertNotDemoDatabase(demo.db, production.config, 'of city perm (data/perm)');
    await expect(refusal).rejects.toThrow(DemoDatabaseError);
    await expect(assertNotDemoDatabase(demo.db, production.config, 'of city perm (data/perm)')).rejects.toThrow(
      /Refusing to start: the database of city perm \(data\/perm\) was seeded with demo data[\s\S]*DEMO=1/,
    );
  });

  it('is still served in demo mode, and a database never seeded is served without DEMO', async () => {
    await expect(assertNotDemoDatabase(demo.db, demo.config, 'x')).resolves.toBeUndefined();
    expect(await isDemoDatabase(production.db)).toBe(false);
    await expect(assertNotDemoDatabase(production.db, production.config, 'x')).resolves.toBeUndefined();
  });
});

describe('demo mode on another address', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');

  it('listens on 127.0.0.1 unless HOST is given, and warns when served beyond this machine', () => {
    const local = readConfig({ DEMO: '1' }, root);
    expect(local.HOST).toBe('127.0.0.1');
    expect(demoExposureWarning(local)).toBeUndefined();
    const exposed = readConfig({ DEMO: '1', HOST: '0.0.0.0', PORT: '8080' }, root);
    expect(demoExposureWarning(exposed)).toMatch(/DEMO=1 is served on 0\.0\.0\.0[\s\S]*port 8080/);
    expect(demoExposureWarning({ ...production.config, HOST: '0.0.0.0' })).toBeUndefined();
  });

  it('counts only loopback addresses as this machine', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'parking.example']) expect(isLoopbackHost(host)).toBe(false);
  });
});
