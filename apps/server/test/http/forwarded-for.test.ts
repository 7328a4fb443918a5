import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

let direct: TestCity;
let proxied: TestCity;
let listed: TestCity;
beforeAll(async () => {
  [direct, proxied, listed] = await Promise.all([
    createTestCity(),
    createTestCity({ env: { TRUST_PROXY: '1' } }),
    createTestCity({ env: { TRUST_PROXY: '10.0.0.0/8' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close(), listed.close()]);
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A wrong password for the demo driver from `remote`, claiming to be `forwarded`. */
const failLogin = (city: TestCity, remote: string, forwarded: string) =>
  city.app.inject({
    method: 'POST',
    url: city.api('/api/auth/login'),
    remoteAddress: remote,
    headers: { ...form, 'x-forwarded-for': forwarded },
    payload: 'login=demo%40parking.test&password=wrong-password-1',
  });

/** A call limited to 20 a minute per address. */
const checkEmail = (city: TestCity, remote: string, forwarded: string) =>
  city.app.inject({
    method: 'POST',
    url: city.api('/api/auth/check-email'),
    remoteAddress: remote,
    headers: { ...form, 'x-forwarded-for': forwarded },
    payload: 'email=free%40parking.test',
  });

const failureAddresses = async (city: TestCity) => (await city.db.selectFrom('login_failure').select('ip').execute()).map((r) => r.ip);

describe('without TRUST_PROXY', () => {
  it('a client cannot choose its sign-in address with X-Forwarded-For: failures and the captcha stay on the real one', async () => {
    const answers = [];
    for (let i = 1; i <= 3; i += 1) answers.push((await failLogin(direct, '198.51.100.7', `203.0.113.${i}`)).json());
    expect(new Set(await failureAddresses(direct))).toEqual(new Set(['198.51.100.7']));
    expect(answers.at(-1)).toMatchObject({ errorName: 'LoginTryLimit' });
    expect(answers.at(-1)?.captcha).toBeTruthy();
  });

  it('nor walk past the per-address rate limit by changing the header', async () => {
    const codes = [];
    for (let i = 1; i <= 21; i += 1) codes.push((await checkEmail(direct, '198.51.100.8', `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('with TRUST_PROXY=1', () => {
  it("takes the client's address from the header the trusted proxy adds", async () => {
    await failLogin(proxied, '10.0.0.2', '203.0.113.50');
    expect(await failureAddresses(proxied)).toEqual(['203.0.113.50']);
  });

  it('limits each forwarded client on its own, and only the nearest hop is believed', async () => {
    const codes = [];
    for (let i = 1; i <= 21; i += 1) codes.push((await checkEmail(proxied, '10.0.0.2', `203.0.113.${i}`)).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);
    // A client that puts its own X-Forwarded-For in front of the proxy's entry still gets its real address.
    await failLogin(proxied, '10.0.0.2', '192.0.2.99, 203.0.113.60');
    expect(await failureAddresses(proxied)).toContain('203.0.113.60');
    expect(await failureAddresses(proxied)).not.toContain('192.0.2.99');
  });
});

describe('with TRUST_PROXY as an address list', () => {
  it('believes the header only from a listed proxy, and takes the nearest address that is not one', async () => {
    await failLogin(listed, '10.0.0.2', '192.0.2.99, 203.0.113.70, 10.0.0.3');
    await failLogin(listed, '198.51.100.9', '203.0.113.71');
    expect(new Set(await failureAddresses(listed))).toEqual(new Set(['203.0.113.70', '198.51.100.9']));
  });
});
