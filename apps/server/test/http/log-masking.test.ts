import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskFields, maskUrl } from '../../src/http/mask-secrets.ts';
import { buildServer } from '../../src/server.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

let city: TestCity;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  city = await createTestCity();
  // The same database behind a server that logs at info level into memory.
  app = await buildServer({
    config: { ...city.config, LOG_LEVEL: 'info' },
    cities: [{ city: city.city, db: city.db, changes: city.changes, close: async () => {} }],
    logStream: { write: (line: string) => void lines.push(line) },
    now: city.now,
    jobQueue: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await city.close();
});

describe('the request log', () => {
  it('never holds the password, token or code of a call, in the URL or elsewhere', async () => {
    const login = await app.inject({
      method: 'POST',
      url: city.api('/api/auth/login'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=demo%40parking.test&password=demo2026',
    });
    const token = (login.json() as { id_session: string }).id_session;
    expect(token).toBeTruthy();
    await app.inject({ url: city.api(`/api/profile/get-profile?token=${token}&lang=en`) });
    await app.inject({ url: city.api(`/api/profile/restore-password/check?token=SECRETCODE1&code=482913&newPassword=Hidden2026`) });
    await app.inject({ url: city.api('/backend/v2/ticketInfo?ticketNumber=1'), headers: { authorization: `Bearer ${token}` } });

    const log = lines.join('');
    expect(log).toContain('get-profile?token=***&lang=en');
    for (const secret of [token, 'demo2026', 'SECRETCODE1', '482913', 'Hidden2026']) expect(log).not.toContain(secret);
  });

  it('masks the secret fields of a logged body at any depth', () => {
    app.log.info({ body: { login: 'demo@parking.test', password: 'demo2026', nested: { Token: 'abc123xyz', code: '1234', zone: '101' } } }, 'body');
    const line = lines.at(-1) ?? '';
    expect(line).toContain('demo@parking.test');
    expect(line).toContain('"zone":"101"');
    for (const secret of ['demo2026', 'abc123xyz', '"1234"']) expect(line).not.toContain(secret);
  });
});

describe('maskUrl and maskFields', () => {
  it('mask every key naming a token, a password or a code, and keep the rest', () => {
    expect(maskUrl('/a?Token=1&currentpass=2&new_password=3&id_session=4&code=5&zone=6&captcha=7')).toBe(
      '/a?Token=***&currentpass=***&new_password=***&id_session=***&code=***&zone=6&captcha=***',
    );
    expect(maskUrl('/a?%74oken=1&%E0=2')).toBe('/a?%74oken=***&%E0=***');
    expect(maskUrl('/a')).toBe('/a');
    expect(maskFields([{ pass: 'x', name: 'y' }])).toEqual([{ pass: '***', name: 'y' }]);
  });
});
