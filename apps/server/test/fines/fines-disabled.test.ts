import { describe, expect, it } from 'vitest';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { DEMO_DRIVERS } from '../../src/modules/accounts/seed/seed-accounts.ts';
import { feedbackCall } from '../feedback/feedback-calls.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';
import { imageOf } from './fines-fixtures.ts';

// Rostov shows no fines (viewPenalty off), yet its register holds the demo driver's, as an import would.
const [rostov] = testCities({ city: 'rostov' });

const demoDriver = async () => {
  const { id } = await rostov.db.selectFrom('driver').select('id').where('email', '=', DEMO_DRIVERS[0].email).executeTakeFirstOrThrow();
  return { id, token: await tokenService(tokenRepo(rostov.db), rostov.now).issue('standart', id) };
};

describe('a city with viewPenalty off', () => {
  it('answers FinesDisabled to every driver’s fines call and to an appeal against a fine', async () => {
    const driver = await demoDriver();
    const [fine] = await rostov.db.selectFrom('fine').select('uin').orderBy('id').execute();
    expect(fine).toBeDefined();
    const refused = { status: 'error', errorName: 'FinesDisabled' };

    expect(await apiClient(rostov).get('/api/finesstorage/fines/v1', { token: driver.token })).toMatchObject(refused);
    expect((await imageOf(rostov, driver, fine!.uin)).json()).toMatchObject(refused);
    const evidence = await rostov.app.inject({ method: 'GET', url: rostov.api(`/api/finesstorage/evidence/v1?token=${driver.token}&uin=${fine!.uin}`) });
    expect(evidence.json()).toMatchObject(refused);
    // Whoever asks: the answer says nothing of a token or a UIN.
    expect(await apiClient(rostov).get('/api/finesstorage/fines/v1', { token: 'x'.repeat(43) })).toMatchObject(refused);

    const appeal = await feedbackCall(rostov, driver.token, 'POST', 'appealRegistration', {
      idSubject: 'fines',
      message: 'Штраф выписан ошибочно',
      phone: '+79123456789',
      email: 'driver@example.com',
      fineUin: fine!.uin,
    });
    expect(appeal).toMatchObject(refused);
    expect(await rostov.db.selectFrom('appeal').select('id').where('fine_uin', '=', fine!.uin).execute()).toEqual([]);
  });
});
