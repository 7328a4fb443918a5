import { describe, expect, it } from 'vitest';
import { siteRepo } from '../../src/modules/site/site-repo.ts';
import { DEMO_COMPANY } from '../../src/modules/corporate/seed/seed-company.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { corpCall, corpLogin, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

describe('a closed city (isClose) and its companies', () => {
  it('signs no company in and answers none of a company’s calls, its own paths and the shared ones, until it opens again', async () => {
    const token = await demoCompanyToken(perm);
    await siteRepo(perm.db).mergeSetting('options', { isClose: true });
    // The server reads the options from its cache, which hears of the change from the database.
    await perm.changes.settle();
    try {
      expect(await corpLogin(perm, { inn: DEMO_COMPANY.inn, contractNumber: DEMO_COMPANY.contractNumber })).toMatchObject({
        status: 'error',
        errorName: 'ServiceClosed',
      });
      expect(await corpCall(perm, token, 'GET', '/api/corp-profile/get-profile')).toMatchObject({ errorName: 'ServiceClosed' });
      expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: 'Закрытов Ян', phone: '79125550777' })).toMatchObject({
        errorName: 'ServiceClosed',
      });
      expect(await corpCall(perm, token, 'POST', `/api/profile/ts/1?token=${token}`, { number: 'Т777ТТ159' }, true)).toMatchObject({
        errorName: 'ServiceClosed',
      });
      // The drivers' paths a company shares: balance, a car, the history, a top-up.
      expect(await corpCall(perm, token, 'GET', '/api/profile/get-balance')).toMatchObject({ errorName: 'ServiceClosed' });
      expect(await corpCall(perm, token, 'POST', '/api/profile/car', { grz: 'Т777ТТ159' })).toMatchObject({ errorName: 'ServiceClosed' });
      expect(await corpCall(perm, token, 'POST', `/api/profile/get-operations-with-filter?token=${token}`)).toMatchObject({ errorName: 'ServiceClosed' });
      // A malformed call is refused as closed too, before its fields are read.
      expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: '', phone: '1' })).toMatchObject({ errorName: 'ServiceClosed' });
      const drivers = await perm.db.selectFrom('company_driver').select('id').where('phone', '=', '79125550777').execute();
      expect(drivers).toEqual([]);
    } finally {
      await siteRepo(perm.db).mergeSetting('options', { isClose: false });
      await perm.changes.settle();
    }
    expect(await corpCall(perm, token, 'GET', '/api/corp-profile/get-profile')).toMatchObject({ status: 'ok' });
  });
});
