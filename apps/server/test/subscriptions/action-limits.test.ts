import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { act } from './subscription-fixtures.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

/** A JSON call with the token in the Authorization header. */
async function json(token: string, path: string, body: unknown) {
  const response = await perm.app.inject({
    method: 'POST',
    url: perm.api(path),
    remoteAddress: '10.8.0.1',
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { code: response.statusCode, body: response.json() as { status: string; errorName: string; errorMessage: string } };
}

describe('the subscription actions’ input and limits', () => {
  it('answers malformed orders and plates with an error of the subscription calls, never a fault', async () => {
    const orders: unknown[] = ['0', '-1', '1.5', '', 'abc', '9'.repeat(30), '1e308', 1e308, -1, ['1', '2'], { a: 1 }, null];
    for (const orderNum of orders) {
      // A token per value, so that the per-token limit never answers in the route's place.
      const driver = await newDriver(perm);
      for (const path of ['/backend/v2/pauseAb', '/backend/v2/changeGRZ']) {
        const { code, body } = await json(driver.token, path, { orderNum, grzNew: 'К100КК159' });
        expect(code).toBeLessThan(500);
        expect(body).toMatchObject({ status: 'Error', errorMessage: expect.any(String) });
        expect(['ValidationError', 'SubscriptionNotFound']).toContain(body.errorName);
      }
    }
    const driver = await newDriver(perm);
    for (const grzNew of ['', 'x'.repeat(30), ['a'], 5]) {
      const { body } = await json(driver.token, '/backend/v2/changeGRZ', { orderNum: '1', grzNew });
      expect(body).toMatchObject({ status: 'Error', errorName: 'ValidationError' });
    }
  });

  it('limits the calls of one token in a minute, from any address', async () => {
    const driver = await newDriver(perm);
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await act(perm, driver.token, '/backend/v2/refund', { orderNum: '99999' }));
    expect(answers.slice(0, 20).every((a) => a.errorName === 'SubscriptionNotFound')).toBe(true);
    expect(answers[20]).toMatchObject({ status: 'Error', errorName: 'TooManyRequests' });
    const other = await newDriver(perm);
    expect(await act(perm, other.token, '/backend/v2/refund', { orderNum: '99999' })).toMatchObject({ errorName: 'SubscriptionNotFound' });
  });
});
