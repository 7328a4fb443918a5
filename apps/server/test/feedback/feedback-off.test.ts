import { describe, expect, it } from 'vitest';
import { setSettings } from '../sessions/guest/guest-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { appealFields, feedbackCall, openAppeal } from './feedback-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

describe('a city that turns feedback off', () => {
  it('refuses every feedback call, in the request’s language, and writes nothing', async () => {
    const driver = await newDriver(perm);
    const id = await openAppeal(perm, driver.token);
    await setSettings(perm, { useFeedback: false });

    const refused = { status: 'error', errorName: 'FeedbackUnavailable', userMessage: 'Обратная связь в этом городе недоступна' };
    expect(await feedbackCall(perm, driver.token, 'POST', 'appealRegistration', appealFields())).toMatchObject(refused);
    expect(await feedbackCall(perm, driver.token, 'GET', 'getAppeals')).toMatchObject(refused);
    expect(await feedbackCall(perm, driver.token, 'GET', 'getMessages', { idAppeal: String(id), lang: 'en' })).toMatchObject({
      errorName: 'FeedbackUnavailable',
      userMessage: 'Feedback is not available in this city',
    });
    expect(await feedbackCall(perm, driver.token, 'POST', 'messageRegistration', { idAppeal: String(id), message: 'Ещё' })).toMatchObject(refused);
    const messages = await perm.db.selectFrom('appeal_message').select('id').execute();
    expect(messages).toHaveLength(1);

    // Malformed input is still a ValidationError, as on every route.
    expect(await feedbackCall(perm, driver.token, 'GET', 'getMessages', { idAppeal: 'x' })).toMatchObject({ errorName: 'ValidationError' });
  });
});
