import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newDriver, permTime, vehicle } from '../sessions/session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { browserKeys, localPushOrigins, recordingPushService, senderOf } from './notification-fixtures.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'), { pushTestOrigins: localPushOrigins });
/** A push service that takes the request and never answers. */
let silent: Awaited<ReturnType<typeof recordingPushService>>;
beforeAll(async () => {
  silent = await recordingPushService({ silent: true });
});
afterAll(() => silent.close());

/** Short, so the test waits little; the server's own is PUSH_DEADLINE_MS. */
const DEADLINE_MS = 400;
let plates = 0;

/** A driver told of session starts, parked from now; answers the main phone. */
async function parkedDriver() {
  const driver = await newDriver(perm, 100_000);
  await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name: 'checkParkingSession', value: 'true' });
  plates += 1;
  const answer = await api(perm).post('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle(`Т${String(plates).padStart(3, '0')}ТТ159`),
    PaymentService: 'balance',
  });
  expect(answer).toMatchObject({ status: 'ok' });
  const { phone } = await perm.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).executeTakeFirstOrThrow();
  return { ...driver, phone };
}

describe('a driver whose push services never answer', () => {
  it("costs their own notice one deadline for all five browsers, and another driver's notice nothing", async () => {
    const stuck = await parkedDriver();
    for (let i = 1; i <= 5; i += 1) {
      const endpoint = silent.endpoint(`dead-${i}`);
      expect(await api(perm).put('/api/profile/push-subscription', { token: stuck.token, endpoint, ...browserKeys() })).toEqual({ status: 'ok' });
    }
    // The other driver's notice falls due later, so it comes after the stuck one's in the claim.
    clock.set(permTime('2026-11-23', '10:01'));
    const other = await parkedDriver();
    clock.set(permTime('2026-11-23', '10:02'));

    const started = performance.now();
    await senderOf(perm, clock, { pushDeadlineMs: DEADLINE_MS }).run();
    const took = performance.now() - started;

    // All five were asked at once, and the notice went by SMS once the deadline passed.
    expect(silent.received.map((p) => p.path).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `/push/dead-${i}`));
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(took).toBeLessThan(3 * DEADLINE_MS);
    const sms = await perm.db.selectFrom('outbox').select(['to', 'text']).where('to', 'in', [stuck.phone, other.phone]).orderBy('id').execute();
    // The other driver's SMS did not wait behind the stuck driver's push services.
    expect(sms.map((m) => [m.to, m.text.split('.')[0]])).toEqual([
      [other.phone, 'Парковка началась'],
      [stuck.phone, 'Парковка началась'],
    ]);
  });
});
