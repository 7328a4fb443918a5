import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { notificationSender } from '../../src/modules/notifications/notification-sender.ts';
import { pushSender } from '../../src/modules/notifications/push-sender.ts';
import { vapidKeys } from '../../src/modules/notifications/vapid-keys.ts';
import { messengerFor } from '../../src/modules/outbox/messenger-for.ts';
import type { TestCity } from '../helpers/create-test-city.ts';
import type { TestClock } from '../helpers/test-clock.ts';

/**
 * Origins of the local push services this test process runs; a city given it (createTestCity's
 * `pushTestOrigins`) and senderOf post to them as to a push service.
 */
export const localPushOrigins = new Set<string>();

interface SenderOptions {
  /** Another connection to the city's data, as a second server process has. */
  db?: TestCity['db'];
  /** A deadline shorter than the server's, so that a push service that never answers costs a test little. */
  pushDeadlineMs?: number;
  /** The local push services posted to; localPushOrigins unless a test wants none. */
  pushTestOrigins?: ReadonlySet<string>;
}

/** The city's notification sender as the server composes it, on the test clock; one per "server process". */
export function senderOf(city: TestCity, clock: TestClock, { db = city.db, pushDeadlineMs, pushTestOrigins = localPushOrigins }: SenderOptions = {}) {
  const vapid = vapidKeys({ db, configured: {}, demo: true, publicUrl: 'https://parking.test', now: clock.now });
  return notificationSender({
    db,
    city: city.city,
    messenger: messengerFor(city.config, db, { now: clock.now, log: city.app.log }),
    push: pushSender({ vapid, services: { hosts: city.config.PUSH_HOSTS, testOrigins: pushTestOrigins } }),
    publicUrl: 'https://parking.test',
    now: clock.now,
    ...(pushDeadlineMs === undefined ? {} : { pushDeadlineMs }),
    log: city.app.log,
  });
}

/** A browser's push subscription keys: a real P-256 public key (the payload is encrypted to it) and an auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

export interface RecordedPush {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local endpoint that records what a push service would receive, and answers `status` (201 as FCM and Mozilla do); `silent`: never answers. */
export async function recordingPushService({ silent = false } = {}) {
  const received: RecordedPush[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', method: request.method ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (!silent) response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  localPushOrigins.add(origin);
  return {
    received,
    endpoint: (name: string) => `${origin}/push/${name}`,
    answer(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        localPushOrigins.delete(origin);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The notifications planned for a session, oldest first. */
export const notificationsOf = (city: TestCity, sessionId: number) =>
  city.db
    .selectFrom('parking_notification')
    .select(['kind', 'ends_at', 'due_at', 'sent_at', 'channel'])
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();

/** Outbox messages to a phone or address, oldest first. */
export const messagesTo = (city: TestCity, to: string) => city.db.selectFrom('outbox').select(['channel', 'text']).where('to', '=', to).orderBy('id').execute();

/** The schema a PostgreSQL test city lives in (null on PGlite), for a second connection to the same data. */
export async function schemaOf(city: TestCity): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(city.db);
  return rows[0]?.schema ?? 'public';
}
