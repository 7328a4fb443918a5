import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newDriver, permTime, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { browserKeys, localPushOrigins, messagesTo, recordingPushService, senderOf } from './notification-fixtures.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'), { pushTestOrigins: localPushOrigins });
let pushService: Awaited<ReturnType<typeof recordingPushService>>;
beforeAll(async () => {
  pushService = await recordingPushService();
});
afterAll(() => pushService.close());

let plates = 0;
const run = () => senderOf(perm, clock).run();

async function driverWith(settings: Record<string, boolean>) {
  const driver = await newDriver(perm, 100_000);
  for (const [name, value] of Object.entries(settings))
    await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name, value: String(value) });
  const { phone } = await perm.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).executeTakeFirstOrThrow();
  return { ...driver, phone };
}

async function park(driver: TestDriver) {
  plates += 1;
  const answer = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle(`К${String(plates).padStart(3, '0')}КК159`),
    PaymentService: 'balance',
  });
  expect(answer).toMatchObject({ status: 'ok' });
  return answer.sessionId;
}

async function subscribe(driver: TestDriver, name: string) {
  const endpoint = pushService.endpoint(name);
  expect(await api(perm).put('/api/profile/push-subscription', { token: driver.token, endpoint, ...browserKeys() })).toEqual({ status: 'ok' });
  return endpoint;
}

/** Checks a VAPID JWT (ES256) against the raw public key it names, as a push service does. */
function vapidClaims(authorization: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match?.[2]).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = (match?.[1] ?? '').split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}

describe('web push', () => {
  it('gives the VAPID public key the browser subscribes with, kept across calls', async () => {
    const driver = await driverWith({});
    const first = await api(perm).get<{ result: { publicKey: string } }>('/api/profile/push-key', { token: driver.token });
    expect(Buffer.from(first.result.publicKey, 'base64url')).toHaveLength(65);
    expect(await api(perm).get('/api/profile/push-key', { token: driver.token })).toEqual(first);
    expect(await api(perm).get('/api/profile/push-key', { token: 'nobody' })).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
  });

  it('delivers a reminder as an encrypted request with VAPID headers and a TTL, and sends no SMS', async () => {
    const driver = await driverWith({ checkParkingSessionBefore: true });
    const endpoint = await subscribe(driver, 'reminder');
    await park(driver);
    clock.set(permTime('2026-11-23', '10:45'));
    const before = pushService.received.length;
    await run();
    await run();
    const pushes = pushService.received.slice(before);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push).toMatchObject({ method: 'POST', path: new URL(endpoint).pathname });
    expect(push?.headers).toMatchObject({ ttl: '900', 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', urgency: 'high' });
    expect(push?.headers.topic).toMatch(/^session-\d+$/);
    const { result } = await api(perm).get<{ result: { publicKey: string } }>('/api/profile/push-key', { token: driver.token });
    const claims = vapidClaims(String(push?.headers.authorization), result.publicKey);
    expect(claims.aud).toBe(new URL(endpoint).origin);
    expect(claims.sub).toBe('https://parking.test');
    // aes128gcm: a 16-byte salt, the record size, the sender's 65-byte key, then the ciphertext of the JSON.
    const body = push?.body ?? Buffer.alloc(0);
    expect(body.readUInt8(20)).toBe(65);
    expect(body.length).toBeGreaterThan(16 + 4 + 1 + 65 + 16);
    expect(body.includes(Buffer.from('Парковка'))).toBe(false);
    expect(await messagesTo(perm, driver.phone)).toEqual([]);
  });

  it('goes by SMS with pushOff on, and when the subscription is gone (which is then forgotten)', async () => {
    const off = await driverWith({ checkParkingSessionBefore: true, pushOff: true });
    await subscribe(off, 'off');
    await park(off);
    const gone = await driverWith({ checkParkingSessionBefore: true });
    await subscribe(gone, 'gone');
    await park(gone);
    clock.set(permTime('2026-11-23', '10:45'));
    pushService.answer(410);
    try {
      await run();
    } finally {
      pushService.answer(201);
    }
    expect(pushService.received.filter((p) => p.path.endsWith('/off'))).toEqual([]);
    expect(await messagesTo(perm, off.phone)).toHaveLength(1);
    expect(await messagesTo(perm, gone.phone)).toHaveLength(1);
    expect(await perm.db.selectFrom('push_subscription').select('id').where('driver_id', '=', gone.id).execute()).toEqual([]);
  });

  it('saves a subscription once per browser, refuses malformed keys and deletes it', async () => {
    const driver = await driverWith({});
    const endpoint = await subscribe(driver, 'saved');
    await subscribe(driver, 'saved');
    const rows = () => perm.db.selectFrom('push_subscription').select('endpoint').where('driver_id', '=', driver.id).execute();
    expect(await rows()).toEqual([{ endpoint }]);
    expect(await api(perm).put('/api/profile/push-subscription', { token: driver.token, endpoint, p256dh: 'short', auth: 'x' })).toMatchObject({
      status: 'error',
      errorName: 'ValidationError',
      fields: { p256dh: expect.any(String), auth: expect.any(String) },
    });
    expect(await api(perm).put('/api/profile/push-subscription', { token: driver.token, endpoint: 'file:///etc/passwd', ...browserKeys() })).toMatchObject({
      errorName: 'ValidationError',
    });
    expect(await api(perm).delete('/api/profile/push-subscription', { token: driver.token, endpoint })).toEqual({ status: 'ok' });
    expect(await rows()).toEqual([]);
  });
});

describe('the account settings', () => {
  it('reads and changes all four settings and the notice channel', async () => {
    const driver = await driverWith({});
    const settings = () => api(perm).get<{ result: Record<string, boolean> }>('/api/profile/get-settings-v1', { token: driver.token });
    expect((await settings()).result).toEqual({
      reportHistoryOperation: false,
      pushOff: false,
      checkParkingSessionBefore: false,
      checkParkingSession: false,
      notifyByEmail: false,
    });
    for (const name of ['reportHistoryOperation', 'pushOff', 'checkParkingSessionBefore', 'checkParkingSession', 'notifyByEmail']) {
      expect(await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name, value: 'true' })).toEqual({ status: 'ok' });
      expect((await settings()).result[name]).toBe(true);
      expect(await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name, value: 'false' })).toEqual({ status: 'ok' });
      expect((await settings()).result[name]).toBe(false);
    }
    expect(await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name: 'sendEverything', value: 'true' })).toMatchObject({
      errorName: 'ValidationError',
    });
  });
});
