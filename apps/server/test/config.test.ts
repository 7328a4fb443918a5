import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

const root = '/srv/parking';

describe('readConfig', () => {
  it('fills in the defaults and resolves folders against the project root', () => {
    const config = readConfig({}, root);
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DEMO: false, PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'info' });
    expect(config.DATA_DIR).toBe(path.join(root, 'data'));
    expect(config.CITIES_FILE).toBe(path.join(root, 'config/cities.json'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads flags, numbers and a PostgreSQL address; empty values count as unset', () => {
    const config = readConfig({ PORT: '3000', DEMO: 'true', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', PUBLIC_URL: '' }, root);
    expect(config).toMatchObject({ PORT: 3000, DEMO: true, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it('stops with every wrong value named', () => {
    const read = () => readConfig({ PORT: 'eighty', DEMO: 'maybe', DATABASE_URL: 'mysql://x/y' }, root);
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(read).toThrow(/DEMO/);
  });
});
