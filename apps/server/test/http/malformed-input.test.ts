import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

let city: TestCity;
beforeAll(async () => {
  city = await createTestCity();
});
afterAll(async () => {
  await city.close();
});

const tables = async () => {
  const [drivers, tokens, outbox] = await Promise.all(
    (['driver', 'auth_token', 'outbox'] as const).map((t) =>
      city.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return { drivers: Number(drivers?.n), tokens: Number(tokens?.n), outbox: Number(outbox?.n) };
};

describe('control characters', () => {
  it('answer ValidationError naming the field in a query, where PostgreSQL would refuse the NUL', async () => {
    const response = await city.app.inject({ url: city.api('/api/profile/get-profile?token=a%00b') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { token: 'InvalidFormat' } });
  });

  it('name a repeated key once, whichever of its values holds the character', async () => {
    const response = await city.app.inject({ url: city.api('/api/profile/get-profile?token=abc&token=a%01b') });
    expect(response.json().fields).toEqual({ token: 'InvalidFormat' });
  });

  it('answer ValidationError in form and JSON bodies, nested fields named by their path, and change nothing', async () => {
    const before = await tables();
    const form = await city.app.inject({
      method: 'POST',
      url: city.api('/api/auth/registration'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=new%40parking.test&phone=79120000099&pass=Secret2026&firstname=A%1Bb&lastname=%07',
    });
    expect(form.json()).toMatchObject({ errorName: 'ValidationError', fields: { firstname: 'InvalidFormat', lastname: 'InvalidFormat' } });
    expect(form.json().fields.email).toBeUndefined();
    const json = await city.app.inject({
      method: 'PUT',
      url: city.api('/dev/site-options'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ options: { marquee: { text: 'x\u0000' } } }),
    });
    expect(json.json()).toMatchObject({ errorName: 'ValidationError', fields: { 'options.marquee.text': 'InvalidFormat' } });
    expect(await tables()).toEqual(before);
  });

  it('keep tab, line feed and carriage return, which text may hold', async () => {
    const response = await city.app.inject({
      method: 'POST',
      url: city.api('/api/auth/login'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'demo@parking.test', password: 'wrong\tpass\r\n' }),
    });
    expect(response.json().errorName).not.toBe('ValidationError');
  });
});

describe('bounds and sizes', () => {
  it('answers ValidationError for a news id past its int4 column instead of a database fault', async () => {
    const response = await city.app.inject({ url: city.api(`/api/news/get-one?id=${2 ** 31}`) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { id: 'InvalidFormat' } });
  });

  it('answers a body over the limit with 413 PayloadTooLarge in the contract shape', async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ login: 'x'.repeat(1024 * 1024) })],
      ['application/x-www-form-urlencoded', `login=${'x'.repeat(1024 * 1024)}`],
    ] as const) {
      const response = await city.app.inject({
        method: 'POST',
        url: city.api('/api/auth/login'),
        headers: { 'content-type': type, 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        status: 'error',
        errorName: 'PayloadTooLarge',
        userMessage: 'The request is too large. Shorten the text or file and try again',
      });
    }
  });

  it('answers a URL with broken percent-encoding with 400 in the contract shape', async () => {
    for (const url of [city.api('/sandbox/pay/%E0%A4%A'), '/city/%ZZ/api/news']) {
      const response = await city.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
      expect(typeof response.json().userMessage).toBe('string');
    }
  });

  it('answers broken JSON with ValidationError', async () => {
    const response = await city.app.inject({
      method: 'POST',
      url: city.api('/api/auth/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });
});
