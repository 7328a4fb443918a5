import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

const root = '/srv/parking';

describe('readConfig', () => {
  it('fills in the defaults and resolves folders against the project root', () => {
    const config = readConfig({ DEMO: '1' }, root);
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DEMO: true,
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      PAYMENT_EXPIRY_MINUTES: 15,
    });
    expect(config.DATA_DIR).toBe(path.join(root, 'data'));
    expect(config.CITIES_FILE).toBe(path.join(root, 'config/cities.json'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads flags, numbers and a PostgreSQL address; empty values count as unset', () => {
    const config = readConfig(
      { PORT: '3000', DEMO: 'true', HOST: '0.0.0.0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', PUBLIC_URL: '' },
      root,
    );
    expect(config).toMatchObject({ PORT: 3000, DEMO: true, HOST: '0.0.0.0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it('stops with every wrong value named', () => {
    const read = () => readConfig({ PORT: 'eighty', DEMO: 'maybe', DATABASE_URL: 'mysql://x/y' }, root);
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(read).toThrow(/DEMO/);
  });

  it('refuses the sandbox provider and missing adapters without DEMO, naming each setting', () => {
    const read = () => readConfig({ PAYMENT_PROVIDER: 'sandbox' }, root);
    expect(read).toThrow(/PAYMENT_PROVIDER: sandbox is allowed only with DEMO=1/);
    expect(read).toThrow(/SMTP_HOST/);
    expect(read).toThrow(/SMSRU_API_ID/);
    expect(() => readConfig({}, root)).toThrow(/PAYMENT_PROVIDER: required/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'yookassa' }, root)).toThrow(/YOOKASSA_SHOP_ID[\s\S]*YOOKASSA_SECRET_KEY[\s\S]*PUBLIC_URL/);
  });

  it('starts in production with a real provider, SMTP and the SMS gateway configured', () => {
    const config = readConfig(
      {
        PAYMENT_PROVIDER: 'yookassa',
        YOOKASSA_SHOP_ID: '1',
        YOOKASSA_SECRET_KEY: 's',
        PUBLIC_URL: 'https://parking.example',
        SMTP_HOST: 'smtp.example',
        SMTP_FROM: 'a@b.ru',
        SMSRU_API_ID: 'x',
      },
      root,
    );
    expect(config).toMatchObject({ DEMO: false, HOST: '0.0.0.0', PAYMENT_PROVIDER: 'yookassa', SMTP_PORT: 587 });
  });

  it('takes web push keys in pairs, with a contact push services accept', () => {
    const keys = { DEMO: '1', VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' };
    expect(() => readConfig({ DEMO: '1', VAPID_PUBLIC_KEY: 'public' }, root)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither/);
    expect(() => readConfig(keys, root)).toThrow(/VAPID_SUBJECT: required/);
    expect(() => readConfig({ ...keys, VAPID_SUBJECT: 'support@parking.test' }, root)).toThrow(/VAPID_SUBJECT/);
    expect(readConfig({ ...keys, VAPID_SUBJECT: 'mailto:support@parking.test' }, root).VAPID_SUBJECT).toBe('mailto:support@parking.test');
    expect(readConfig({ ...keys, PUBLIC_URL: 'https://parking.test' }, root).VAPID_PUBLIC_KEY).toBe('public');
  });

  it('reads TRUST_PROXY as off, a hop count or an address list, and refuses trusting everyone', () => {
    expect(readConfig({ DEMO: '1', TRUST_PROXY: '1' }, root).TRUST_PROXY).toBe(1);
    expect(readConfig({ DEMO: '1', TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }, root).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(readConfig({ DEMO: '1', TRUST_PROXY: 'off' }, root).TRUST_PROXY).toBe(false);
    expect(() => readConfig({ DEMO: '1', TRUST_PROXY: 'true' }, root)).toThrow(/TRUST_PROXY/);
  });
});
