import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.ts';
import { api, newDriver, permTime, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { messagesTo, notificationsOf, schemaOf, senderOf } from './notification-fixtures.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

let plates = 0;
const run = () => senderOf(perm, clock).run();
const at = (time: string) => clock.set(permTime('2026-11-23', time));

/** A driver with the given settings on (changed in `language`), and the main phone messages go to. */
async function driverWith(settings: Record<string, boolean>, language = 'ru') {
  const driver = await newDriver(perm, 100_000);
  for (const [name, value] of Object.entries(settings)) {
    expect(await api(perm, language).put('/api/profile/change-settings-v1', { token: driver.token, name, value: String(value) })).toEqual({ status: 'ok' });
  }
  const phone = await perm.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).executeTakeFirstOrThrow();
  const email = await perm.db.selectFrom('driver').select('email').where('id', '=', driver.id).executeTakeFirstOrThrow();
  return { ...driver, phone: phone.phone, email: email.email ?? '' };
}

/** Parks `minutes` in zone 101 from the clock's time; answers the session and its plate. */
async function park(driver: TestDriver, minutes: number) {
  plates += 1;
  const plate = `Н${String(plates).padStart(3, '0')}НН159`;
  const answer = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: minutes,
    Vehicle: vehicle(plate),
    PaymentService: 'balance',
  });
  expect(answer, JSON.stringify(answer)).toMatchObject({ status: 'ok' });
  return { sessionId: answer.sessionId, plate };
}

const renew = (driver: TestDriver, sessionId: number, minutes: number) =>
  api(perm).post('/api/payment/renew', { Token: driver.token, ReservationId: sessionId, Duration: minutes, PaymentService: 'balance' });

describe('reminders before a session ends (checkParkingSessionBefore)', () => {
  it('is due 15 minutes before the end, on the city clock, with the zone, plate and extend link, and is sent once', async () => {
    const driver = await driverWith({ checkParkingSessionBefore: true });
    const { sessionId, plate } = await park(driver, 60);
    await run();
    // 11:00 in Perm is 06:00 UTC; the reminder is due at 10:45 there.
    expect(await notificationsOf(perm, sessionId)).toEqual([
      { kind: 'reminder', ends_at: new Date('2026-11-23T06:00:00Z'), due_at: new Date('2026-11-23T05:45:00Z'), sent_at: null, channel: null },
    ]);
    at('10:44');
    await run();
    expect(await messagesTo(perm, driver.phone)).toEqual([]);
    at('10:45');
    await run();
    at('10:46');
    await run();
    const messages = await messagesTo(perm, driver.phone);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({
      channel: 'sms',
      text: `Парковка закончится в 11:00. Зона 101, ${plate}. Продлите её, чтобы не получить штраф. https://parking.test/profile/parking?extend=${sessionId}&city=perm`,
    });
    expect(await notificationsOf(perm, sessionId)).toMatchObject([{ kind: 'reminder', sent_at: permTime('2026-11-23', '10:45'), channel: 'sms' }]);
  });

  it('comes at once when less than 15 minutes remain as the driver turns it on', async () => {
    const driver = await driverWith({});
    await park(driver, 60);
    await run();
    at('10:50');
    await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name: 'checkParkingSessionBefore', value: 'true' });
    await run();
    expect((await messagesTo(perm, driver.phone)).map((m) => m.text)).toEqual([expect.stringMatching(/^Парковка закончится в 11:00\./)]);
  });

  it('moves with an extension', async () => {
    const driver = await driverWith({ checkParkingSessionBefore: true });
    const { sessionId } = await park(driver, 60);
    await run();
    at('10:20');
    expect(await renew(driver, sessionId, 30)).toMatchObject({ status: 'ok' });
    await run();
    expect(await notificationsOf(perm, sessionId)).toMatchObject([
      { kind: 'reminder', ends_at: new Date('2026-11-23T06:30:00Z'), due_at: new Date('2026-11-23T06:15:00Z') },
    ]);
    at('10:45');
    await run();
    expect(await messagesTo(perm, driver.phone)).toEqual([]);
    at('11:15');
    await run();
    expect((await messagesTo(perm, driver.phone)).map((m) => m.text)).toEqual([expect.stringMatching(/^Парковка закончится в 11:30\./)]);
  });

  it('is dropped when the session is cancelled', async () => {
    const driver = await driverWith({ checkParkingSessionBefore: true });
    const { sessionId } = await park(driver, 60);
    await run();
    at('10:10');
    expect(await api(perm).post('/api/payment/cancel', { Token: driver.token, ReservationId: sessionId })).toMatchObject({ status: 'ok' });
    await run();
    at('10:45');
    await run();
    expect(await notificationsOf(perm, sessionId)).toEqual([]);
    expect(await messagesTo(perm, driver.phone)).toEqual([]);
  });

  it('is not planned for a driver without the setting', async () => {
    const driver = await driverWith({});
    const { sessionId } = await park(driver, 60);
    await run();
    at('10:45');
    await run();
    expect(await notificationsOf(perm, sessionId)).toEqual([]);
    expect(await messagesTo(perm, driver.phone)).toEqual([]);
  });
});

describe('notices of a session (checkParkingSession)', () => {
  it('tells of the start, the extension and the end, each once, by e-mail when the driver chose it, in their language', async () => {
    const driver = await driverWith({ checkParkingSession: true, notifyByEmail: true }, 'en');
    const { sessionId, plate } = await park(driver, 60);
    await run();
    at('10:30');
    expect(await renew(driver, sessionId, 30)).toMatchObject({ status: 'ok' });
    await run();
    await run();
    at('11:30');
    await run();
    await run();
    expect(await messagesTo(perm, driver.email)).toEqual([
      { channel: 'email', text: `Parking started. Zone 101, ${plate}, until 11:00. https://parking.test/en/profile/parking?extend=${sessionId}&city=perm` },
      {
        channel: 'email',
        text: `Parking extended. Zone 101, ${plate}, now until 11:30. https://parking.test/en/profile/parking?extend=${sessionId}&city=perm`,
      },
      { channel: 'email', text: `Parking ended. Zone 101, ${plate}, at 11:30. https://parking.test/en/profile/parking?city=perm` },
    ]);
    expect(await messagesTo(perm, driver.phone)).toEqual([]);
  });

  it('sends no end notice for a cancelled session', async () => {
    const driver = await driverWith({ checkParkingSession: true });
    const { sessionId } = await park(driver, 60);
    await run();
    at('10:05');
    await api(perm).post('/api/payment/cancel', { Token: driver.token, ReservationId: sessionId });
    at('11:00');
    await run();
    expect((await messagesTo(perm, driver.phone)).map((m) => m.text)).toEqual([expect.stringMatching(/^Парковка началась\./)]);
  });

  it('is sent once when two server processes run at the same moment', async () => {
    const drivers = await Promise.all([1, 2, 3].map(() => driverWith({ checkParkingSession: true, checkParkingSessionBefore: true })));
    for (const driver of drivers) await park(driver, 60);
    // On PostgreSQL the second process has its own connections to the same schema.
    const url = process.env.DATABASE_URL;
    const second = url ? await createDatabase({ kind: 'postgres', url, schema: await schemaOf(perm) }) : null;
    const other = senderOf(perm, clock, { db: second?.db ?? perm.db });
    try {
      at('10:05');
      await Promise.all([run(), other.run(), run(), other.run()]);
      at('10:45');
      await Promise.all([run(), other.run(), run(), other.run()]);
    } finally {
      await second?.close();
    }
    for (const driver of drivers) {
      const texts = (await messagesTo(perm, driver.phone)).map((m) => m.text.split('.')[0]);
      expect(texts).toEqual(['Парковка началась', 'Парковка закончится в 11:00']);
    }
  });
});
