import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { corpCall, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

// The car calls take a company's own fields: only the token is parsed before it names the caller's kind.
describe('the input of a path drivers and companies share', () => {
  it('names a missing token first, and checks the token before fields whose schema it chooses', async () => {
    const noToken = await perm.app.inject({ method: 'PUT', url: perm.api('/api/profile/car'), payload: { oldgrz: '' } });
    expect(noToken.json()).toMatchObject({ errorName: 'ValidationError', fields: { token: 'RequiredField' } });
    expect(await corpCall(perm, 'not-a-known-token', 'PUT', '/api/profile/car', { oldgrz: '' })).toMatchObject({ errorName: 'TokenNotFound' });
  });

  it('parses a coop token’s call by the company’s schema, in the query of a DELETE too', async () => {
    const token = await demoCompanyToken(perm);
    const missing = await corpCall(perm, token, 'DELETE', '/api/profile/car');
    expect(missing).toMatchObject({ errorName: 'ValidationError', fields: { grz: 'RequiredField' } });
    expect(Object.keys(missing.fields ?? {})).toEqual(['grz']);
  });

  it('answers a company’s balance on the driver’s path, as its schema declares', async () => {
    const token = await demoCompanyToken(perm);
    expect(await corpCall(perm, token, 'GET', '/api/profile/get-balance')).toMatchObject({ status: 'ok', result: expect.any(Number) });
  });
});
