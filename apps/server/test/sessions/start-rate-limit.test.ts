import { describe, expect, it } from 'vitest';
import { newDriver, vehicle } from './session-fixtures.ts';
import { testCities } from '../helpers/test-cities.ts';

const [perm] = testCities({});

/** A start that fails on its zone (nothing is created), from an address of its own unless given. */
const startFrom = async (remoteAddress: string, Token: string, path = '/api/payment/start', extra: Record<string, string> = {}) => {
  const payload = new URLSearchParams({
    Token,
    Zone: 'no-such-zone',
    Duration: '60',
    Vehicle: vehicle('А100ВС159'),
    PaymentService: 'card',
    ...extra,
  }).toString();
  const response = await perm.app.inject({
    method: 'POST',
    url: perm.api(path),
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  return { code: response.statusCode, errorName: (response.json() as { errorName?: string }).errorName };
};

describe('rate limits of starting a session', () => {
  it('limits one token to 60 starts a minute whatever address it comes from, on both paths', async () => {
    const driver = await newDriver(perm);
    const answers = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(await startFrom(`10.50.${Math.floor(i / 200)}.${(i % 200) + 1}`, driver.token, i % 2 ? '/api/payment/start/v2' : '/api/payment/start'));
    expect(answers.every((a) => a.code === 200 && a.errorName !== 'TooManyRequests')).toBe(true);
    expect(await startFrom('10.51.0.1', driver.token)).toEqual({ code: 429, errorName: 'TooManyRequests' });
    expect(await startFrom('10.51.0.2', driver.token, '/api/payment/start/v2')).toEqual({ code: 429, errorName: 'TooManyRequests' });
    // Another driver is not held back by it.
    const other = await newDriver(perm);
    expect((await startFrom('10.51.0.3', other.token)).code).toBe(200);
  });

  it('limits one address to 120 starts a minute whatever tokens it sends', async () => {
    const tokens = await Promise.all(Array.from({ length: 3 }, async () => (await newDriver(perm)).token));
    for (let i = 0; i < 120; i += 1) expect((await startFrom('10.52.0.1', tokens[i % 3]!)).code).toBe(200);
    expect(await startFrom('10.52.0.1', tokens[0]!)).toEqual({ code: 429, errorName: 'TooManyRequests' });
    expect((await startFrom('10.52.0.2', tokens[1]!)).code).toBe(200);
  });

  it('limits one payer phone to 20 starts a minute whatever tokens and addresses name it', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, async () => (await newDriver(perm)).token));
    for (let i = 0; i < 20; i += 1) {
      // The same phone written three ways.
      const phone = ['+7 912 555-44-33', '89125554433', '79125554433'][i % 3]!;
      expect((await startFrom(`10.53.0.${i + 1}`, tokens[i]!, '/api/payment/start', { phone })).code).toBe(200);
    }
    const fresh = (await newDriver(perm)).token;
    expect(await startFrom('10.53.1.1', fresh, '/api/payment/start', { phone: '8 (912) 555-44-33' })).toEqual({ code: 429, errorName: 'TooManyRequests' });
    // Another phone, and a start with no phone, are not held back by it.
    expect((await startFrom('10.53.1.2', fresh, '/api/payment/start', { phone: '79125554434' })).code).toBe(200);
    expect((await startFrom('10.53.1.3', fresh)).code).toBe(200);
  });
});
