import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_PAGE, runRetention } from '../../src/jobs/retention.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

let city: TestCity;
beforeAll(async () => {
  city = await createTestCity({ demo: false });
});
afterAll(async () => {
  await city.close();
});

async function seedRows(db: TestCity['db']) {
  const token = (hash: string, fields: { last_used_at: Date; expires_at: Date; revoked_at?: Date | null }) => ({
    token_hash: hash,
    user_type: 'standart' as const,
    subject_id: null,
    created_at: ago(40),
    revoked_at: null,
    ...fields,
  });
  await db
    .insertInto('auth_token')
    .values([
      token('old-expired', { last_used_at: ago(10), expires_at: ago(3) }),
      token('old-revoked', { last_used_at: ago(5), expires_at: ahead(100), revoked_at: ago(3) }),
      token('long-idle', { last_used_at: ago(32), expires_at: ahead(100) }),
      token('just-expired', { last_used_at: ago(2), expires_at: ago(1) }),
      token('live', { last_used_at: ago(1), expires_at: ahead(100) }),
    ])
    .execute();
  const code = (target: string, created: Date, expires: Date, used: Date | null) => ({
    purpose: 'test',
    subject: target,
    target,
    code_hash: 'x',
    created_at: created,
    expires_at: expires,
    used_at: used,
  });
  await db
    .insertInto('confirmation_code')
    .values([
      code('old-used', ago(5), ago(5), ago(4)),
      code('old-expired', ago(3), ago(3), null),
      code('fresh-used', ago(0.5), ahead(0.01), ago(0.4)),
      code('live', NOW, ahead(0.01), null),
    ])
    .execute();
  await db
    .insertInto('captcha_challenge')
    .values([
      { login: 'old', ip: '1', answer_hash: 'x', expires_at: ago(3), used_at: null },
      { login: 'fresh', ip: '1', answer_hash: 'x', expires_at: ahead(0.01), used_at: null },
    ])
    .execute();
  const registration = (hash: string, expires: Date) => ({
    token_hash: hash,
    email_salt: hash,
    email: `${hash}@parking.test`,
    phone: '79120000000',
    first_name: '',
    last_name: '',
    middle_name: '',
    password_hash: 'x',
    confirmation_type: 'SMS' as const,
    phone_confirmed_at: null,
    email_confirmed_at: null,
    created_at: ago(4),
    expires_at: expires,
  });
  await db
    .insertInto('pending_registration')
    .values([registration('old', ago(3)), registration('fresh', ago(1))])
    .execute();
  const driver = await db
    .insertInto('driver')
    .values({ email: 'driver@parking.test', password_hash: null, yandex_id: null, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const change = (value: string, expires: Date) => ({
    token_hash: value,
    driver_id: driver.id,
    kind: 'email' as const,
    action: 'change' as const,
    value,
    created_at: ago(4),
    expires_at: expires,
  });
  await db
    .insertInto('contact_change')
    .values([change('old@parking.test', ago(3)), change('fresh@parking.test', ahead(0.01))])
    .execute();
  await db
    .insertInto('login_failure')
    .values([
      { login: 'old', ip: '1', at: ago(3) },
      { login: 'fresh', ip: '1', at: ago(1) },
    ])
    .execute();
  const outbox = Array.from({ length: RETENTION_PAGE * 2 + 7 }, (_, i) => ({
    channel: 'sms' as const,
    to: '79120000000',
    text: `old ${i}`,
    code: null,
    created_at: ago(31),
  }));
  await db.insertInto('outbox').values(outbox).execute();
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', to: '79120000000', text: 'recent', code: null, created_at: ago(29) })
    .execute();
}

describe('the retention job', () => {
  it('removes rows past retention in pages and keeps fresh ones', async () => {
    const { db } = city;
    await seedRows(db);
    const removed = await runRetention(db, NOW);
    expect(removed).toMatchObject({
      auth_token: 3,
      confirmation_code: 2,
      captcha_challenge: 1,
      pending_registration: 1,
      contact_change: 1,
      login_failure: 1,
      outbox: RETENTION_PAGE * 2 + 7,
    });

    const column = async (
      table: 'auth_token' | 'confirmation_code' | 'captcha_challenge' | 'pending_registration' | 'contact_change' | 'login_failure' | 'outbox',
      name: string,
    ) => ((await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]).map((row) => row[name]).sort();
    expect(await column('auth_token', 'token_hash')).toEqual(['just-expired', 'live']);
    expect(await column('confirmation_code', 'target')).toEqual(['fresh-used', 'live']);
    expect(await column('captcha_challenge', 'login')).toEqual(['fresh']);
    expect(await column('pending_registration', 'token_hash')).toEqual(['fresh']);
    expect(await column('login_failure', 'login')).toEqual(['fresh']);
    expect(await column('contact_change', 'value')).toEqual(['fresh@parking.test']);
    expect(await column('outbox', 'text')).toEqual(['recent']);

    // A second run finds nothing more to do.
    expect(Object.values(await runRetention(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});
