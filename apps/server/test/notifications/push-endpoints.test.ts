import { request } from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { isInternalAddress } from '../../src/modules/notifications/internal-address.ts';
import { publicLookup, type Resolve } from '../../src/modules/notifications/public-lookup.ts';
import { pushSender } from '../../src/modules/notifications/push-sender.ts';
import { vapidKeys } from '../../src/modules/notifications/vapid-keys.ts';
import { api, newDriver, permTime, vehicle } from '../sessions/session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { browserKeys, messagesTo, recordingPushService, senderOf } from './notification-fixtures.ts';

// A demo city given no local push services: what a production server sees.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));
let pushService: Awaited<ReturnType<typeof recordingPushService>>;
beforeAll(async () => {
  pushService = await recordingPushService();
});
afterAll(() => pushService.close());

const save = (token: string, endpoint: string, language = 'en') =>
  api(perm, language).put('/api/profile/push-subscription', { token, endpoint, ...browserKeys() });
const endpointsOf = async (driverId: number) =>
  (await perm.db.selectFrom('push_subscription').select('endpoint').where('driver_id', '=', driverId).orderBy('id').execute()).map((r) => r.endpoint);

/** A resolver that answers `address` for every name, and remembers the names it was asked. */
function fakeDns(address: string) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
  return { asked, resolve };
}

/** GET of a local server by a name (a made-up one by default), through `lookup`: the status, or the error's code. */
const getBy = (port: number, lookup: LookupFunction, host = 'push.test') =>
  new Promise<number | string>((resolve) => {
    const call = request({ host, port, path: '/push/guarded', lookup, agent: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    call.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    call.end();
  });

describe('push subscription endpoints', () => {
  const refused = [
    'https://127.0.0.1:8443/push/a',
    'https://127.0.0.1/push/a',
    'https://localhost/push/a',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push/a',
    'https://[::ffff:127.0.0.1]/push/a',
    'https://2130706433/push/a',
    'https://10.0.0.5/push/a',
    'http://fcm.googleapis.com/fcm/send/a',
    'https://push.example/fuzz',
    'https://example.com/push/a',
    'https://fcm.googleapis.com.example.com/fcm/send/a',
    'https://notfcm.googleapis.com/fcm/send/a',
    'https://fcm.googleapis.com:8443/fcm/send/a',
    'https://user:secret@fcm.googleapis.com/fcm/send/a',
    'https://fcm.googleapis.com@127.0.0.1/fcm/send/a',
    'https://FCM.googleapis.com/fcm/send/a',
  ];

  it('refuses loopback, metadata, private and IPv6 literals, plain HTTP, other hosts, ports and userinfo, in demo mode too', async () => {
    const driver = await newDriver(perm, 0);
    for (const endpoint of [...refused, pushService.endpoint('local')]) {
      expect(await save(driver.token, endpoint), endpoint).toEqual({
        status: 'error',
        errorName: 'ValidationError',
        userMessage: 'Please check the fields',
        fields: { endpoint: 'InvalidFormat' },
      });
    }
    expect(await save(driver.token, 'https://localhost/push/a', 'ru')).toMatchObject({
      errorName: 'ValidationError',
      userMessage: expect.stringMatching(/[а-я]/),
      fields: { endpoint: 'InvalidFormat' },
    });
    expect(await endpointsOf(driver.id)).toEqual([]);
  });

  it("takes the browsers' push services: FCM, autopush, WNS and Apple's", async () => {
    const driver = await newDriver(perm, 0);
    const taken = [
      'https://fcm.googleapis.com/fcm/send/cXk3:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2fx',
      'https://web.push.apple.com/QGuQyavXutnMKRe',
    ];
    for (const endpoint of taken) expect(await save(driver.token, endpoint), endpoint).toEqual({ status: 'ok' });
    expect(await endpointsOf(driver.id)).toEqual(taken);
  });

  it('never posts to a subscription saved before the rules, and forgets it', async () => {
    const driver = await newDriver(perm, 100_000);
    await api(perm).put('/api/profile/change-settings-v1', { token: driver.token, name: 'checkParkingSession', value: 'true' });
    const { phone } = await perm.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).executeTakeFirstOrThrow();
    for (const endpoint of ['https://169.254.169.254/latest/meta-data/', pushService.endpoint('internal/admin').replace('/push/', '/')])
      await perm.db
        .insertInto('push_subscription')
        .values({ driver_id: driver.id, endpoint, ...browserKeys(), created_at: perm.now() })
        .execute();
    const answer = await api(perm).post('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('М001ММ159'),
      PaymentService: 'balance',
    });
    expect(answer).toMatchObject({ status: 'ok' });
    const before = pushService.received.length;
    // Without the test allowance the local service is an internal address like any other.
    const sender = senderOf(perm, clock, { pushTestOrigins: new Set() });
    await sender.run();
    expect(pushService.received.length).toBe(before);
    expect((await messagesTo(perm, phone)).map((m) => m.text.split('.')[0])).toEqual(['Парковка началась']);
    expect(await endpointsOf(driver.id)).toEqual([]);
  });
});

describe('the address guard at connect time', () => {
  it('refuses a name that resolves to 127.0.0.1 before a socket is opened', async () => {
    const { asked, resolve } = fakeDns('127.0.0.1');
    expect(await getBy(Number(new URL(pushService.endpoint('x')).port), publicLookup(resolve))).toBe('ERR_INTERNAL_ADDRESS');
    expect(asked).toEqual(['push.test']);
    expect(pushService.received.filter((p) => p.path === '/push/guarded')).toEqual([]);
    // The same name without the guard does reach the local server.
    const unguarded: LookupFunction = (hostname, options, callback) =>
      void resolve(hostname, options).then((all) => (options.all ? callback(null, all) : callback(null, all[0]?.address ?? '', 4)));
    expect(await getBy(Number(new URL(pushService.endpoint('x')).port), unguarded)).toBe(201);
  });

  it("refuses localhost through the system's own DNS, and passes a public name's addresses on", async () => {
    expect(await getBy(9, publicLookup(), 'localhost')).toBe('ERR_INTERNAL_ADDRESS');
    const { resolve } = fakeDns('142.250.74.42');
    const answer = await new Promise((done) => publicLookup(resolve)('fcm.googleapis.com', { all: true }, (error, addresses) => done({ error, addresses })));
    expect(answer).toEqual({ error: null, addresses: [{ address: '142.250.74.42', family: 4 }] });
  });

  it('is what the push sender connects through: a listed host resolving to an internal address gets nothing', async () => {
    for (const address of ['127.0.0.1', '169.254.169.254', '10.1.2.3', '::1', '::ffff:127.0.0.1', 'fd00::1']) {
      const { asked, resolve } = fakeDns(address);
      const vapid = vapidKeys({ db: perm.db, configured: {}, demo: true, publicUrl: 'https://parking.test', now: perm.now });
      const push = pushSender({ vapid, services: { hosts: ['push.test'] }, resolve });
      const payload = { title: 't', body: 'b', url: '/', tag: 'session-1' };
      expect(await push.send({ endpoint: 'https://updates.push.test/wpush/v2/x', ...browserKeys() }, payload), address).toBe('failed');
      expect(asked).toEqual(['updates.push.test']);
    }
  });

  it('tells internal addresses from public ones', () => {
    const internal = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ];
    const external = ['8.8.8.8', '142.250.74.42', '172.32.0.1', '100.128.0.1', '2a00:1450:4010:c0e::5f', '::ffff:8.8.8.8', '64:ff9b::808:808'];
    expect(internal.filter((a) => !isInternalAddress(a))).toEqual([]);
    expect(external.filter((a) => isInternalAddress(a))).toEqual([]);
  });
});

describe('PUSH_HOSTS', () => {
  it("defaults to the browsers' push services and takes host names only", () => {
    expect(readConfig({ DEMO: '1' }, '/srv').PUSH_HOSTS).toEqual(['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com']);
    expect(readConfig({ DEMO: '1', PUSH_HOSTS: ' fcm.googleapis.com, Push.Example.ORG ' }, '/srv').PUSH_HOSTS).toEqual([
      'fcm.googleapis.com',
      'push.example.org',
    ]);
    for (const wrong of ['127.0.0.1', 'com', 'https://fcm.googleapis.com', 'localhost', '*.notify.windows.com', ','])
      expect(() => readConfig({ DEMO: '1', PUSH_HOSTS: wrong }, '/srv'), wrong).toThrow(/PUSH_HOSTS/);
  });
});
