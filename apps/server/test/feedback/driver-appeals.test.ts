import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { appealFields, feedbackCall, openAppeal } from './feedback-calls.ts';

const { city: perm, clock } = testCityAt(permTime('2026-11-23', '10:00'));

const count = async (table: 'appeal' | 'appeal_message') =>
  Number(
    (
      await perm.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a driver’s appeals', () => {
  it('opens an appeal and lists it with its topic, status and last message', async () => {
    const driver = await newDriver(perm);
    const id = await openAppeal(perm, driver.token);
    const list = await feedbackCall(perm, driver.token, 'GET', 'getAppeals');
    expect(list).toMatchObject({
      status: 'ok',
      count: 1,
      items: [
        { appeal: { id, subject: 'Оплата парковки', status: 'Зарегистрировано', count: 1 }, lastMessage: { text: 'Оплата не прошла' }, status: 'registered' },
      ],
    });
    const row = await perm.db.selectFrom('appeal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '79123456789', email: 'driver@example.com', topic: 'payment' });
  });

  it('shows the thread, the first message titled by the topic, and adds the driver’s messages', async () => {
    const driver = await newDriver(perm);
    const id = await openAppeal(perm, driver.token);
    expect(await feedbackCall(perm, driver.token, 'POST', 'messageRegistration', { idAppeal: String(id), message: '  Ещё вопрос  ' })).toMatchObject({
      status: 'ok',
    });
    const thread = await feedbackCall(perm, driver.token, 'GET', 'getMessages', { idAppeal: String(id), lang: 'en' });
    expect(thread).toMatchObject({
      count: 2,
      items: [
        { text: 'Оплата не прошла', out: 1, withTitle: true, title: 'Parking payment' },
        { text: 'Ещё вопрос', out: 1, withTitle: false },
      ],
    });
  });

  it('an appeal without a topic has no title', async () => {
    const driver = await newDriver(perm);
    const id = await openAppeal(perm, driver.token, { idSubject: '' });
    const thread = await feedbackCall(perm, driver.token, 'GET', 'getMessages', { idAppeal: String(id) });
    expect(thread).toMatchObject({ items: [{ withTitle: false }] });
  });

  it('keeps appeals and messages private to their driver', async () => {
    const owner = await newDriver(perm);
    const other = await newDriver(perm);
    const id = await openAppeal(perm, owner.token);
    expect(await feedbackCall(perm, other.token, 'GET', 'getAppeals')).toMatchObject({ count: 0, items: [] });
    expect(await feedbackCall(perm, other.token, 'GET', 'getMessages', { idAppeal: String(id) })).toMatchObject({ errorName: 'AppealNotFound' });
    const before = await count('appeal_message');
    expect(await feedbackCall(perm, other.token, 'POST', 'messageRegistration', { idAppeal: String(id), message: 'чужое' })).toMatchObject({
      errorName: 'AppealNotFound',
    });
    expect(await count('appeal_message')).toBe(before);
  });

  it('refuses invalid input and changes nothing', async () => {
    const driver = await newDriver(perm);
    const [appeals, messages] = [await count('appeal'), await count('appeal_message')];
    const cases: [Record<string, unknown>, string][] = [
      [{ message: '   ' }, 'message'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ idSubject: 'no-such-topic' }, 'idSubject'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '123' }, 'phone'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await feedbackCall(perm, driver.token, 'POST', 'appealRegistration', appealFields(overrides));
      expect(answer).toMatchObject({ status: 'error', errorName: 'ValidationError' });
      expect(Object.keys(answer.fields as object)).toContain(field);
    }
    const id = await openAppeal(perm, driver.token);
    expect(await feedbackCall(perm, driver.token, 'POST', 'messageRegistration', { idAppeal: String(id), message: ' ' })).toMatchObject({
      errorName: 'ValidationError',
    });
    expect([await count('appeal'), await count('appeal_message')]).toEqual([appeals + 1, messages + 1]);
  });

  it('wants a driver’s token in the Authorization header', async () => {
    expect(await feedbackCall(perm, 'nonsense', 'GET', 'getAppeals')).toMatchObject({ errorName: 'TokenNotFound' });
  });

  it('limits a driver to 10 appeals an hour', async () => {
    const driver = await newDriver(perm);
    for (let i = 0; i < 10; i += 1) await openAppeal(perm, driver.token);
    expect(await feedbackCall(perm, driver.token, 'POST', 'appealRegistration', appealFields())).toMatchObject({ errorName: 'TooManyRequests' });
    clock.advance(61);
    expect(await feedbackCall(perm, driver.token, 'POST', 'appealRegistration', appealFields())).toMatchObject({ status: 'ok' });
  });
});
