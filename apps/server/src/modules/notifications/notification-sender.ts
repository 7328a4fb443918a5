import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { mainPhoneOf, noticeSettingsOf } from '../accounts/notice-recipient-repo.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { sessionForNoticeOf } from '../sessions/noticed-session-repo.ts';
import { planNotifications } from './notification-planner.ts';
import { noticeText } from './notification-texts.ts';
import type { PushOutcome, PushPayload, PushSender } from './push-sender.ts';
import type { NotificationChannel, NotificationKind } from './tables.ts';

/** Notifications claimed per statement: the embedded database is never held long. */
export const NOTIFICATION_BATCH = 50;
/** How long a claim holds: a process that stops mid-send leaves its notifications to another after this. */
export const CLAIM_MS = 2 * 60 * 1000;
/** Deliveries tried (a gateway down, a push service failing) before a notification is given up. */
export const MAX_ATTEMPTS = 5;
/** Sent notifications are kept this long for support questions ("I got no reminder"). */
const KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000;
/** A driver's browsers tried per notification. */
const MAX_BROWSERS = 5;
/**
 * How long a notice waits for all of its driver's push services together: one that never answers
 * then holds back the SMS or e-mail of the same notice by this much at most.
 */
export const PUSH_DEADLINE_MS = 3_000;
/** Drivers whose notices go out at once: a driver with slow push services holds up only one of them. */
export const DRIVER_CONCURRENCY = 8;

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  messenger: Messenger;
  push: PushSender;
  /** The site's public address; links in SMS and e-mails need it, push links work relative to the app. */
  publicUrl: string;
  now: () => Date;
  /** PUSH_DEADLINE_MS unless a test shortens it. */
  pushDeadlineMs?: number;
  log: FastifyBaseLogger;
}

/** Settles as `failed` once the signal aborts, for a push that does not heed it. */
const failedAt = (signal: AbortSignal) =>
  new Promise<PushOutcome>((resolve) => {
    if (signal.aborted) resolve('failed');
    else signal.addEventListener('abort', () => resolve('failed'), { once: true });
  });

/** Runs each group's items in order, up to `concurrency` groups at once. */
async function eachGroup<T>(groups: Iterable<T[]>, concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...groups];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) for (const item of group) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

/**
 * Sends the reminders and notices that are due. Each run plans from the sessions, claims a page of
 * due notifications in one short statement (FOR UPDATE SKIP LOCKED, so another process claims other
 * rows, and a lease, so a claim outlives the statement) and delivers them, marking each sent: a
 * driver's notices in turn, several drivers at once. A process that stops between delivering and
 * marking leaves the notification to be sent again after the lease: at least once rather than lost.
 */
export function notificationSender({ db, city, messenger, push, publicUrl, now, pushDeadlineMs = PUSH_DEADLINE_MS, log }: Deps) {
  const link = (path: string, language: TLanguage) => `${publicUrl}${language === 'en' ? '/en' : ''}${path}${path.includes('?') ? '&' : '?'}city=${city.city}`;

  async function claim(at: Date): Promise<{ id: number; driverId: number; dueAt: Date }[]> {
    const { rows } = await sql<{ id: number; driver_id: number; due_at: Date }>`
      update parking_notification set claimed_until = ${new Date(at.getTime() + CLAIM_MS)}, attempts = attempts + 1
      where id in (
        select id from parking_notification
        where sent_at is null and due_at <= ${at} and attempts < ${MAX_ATTEMPTS}
          and (claimed_until is null or claimed_until < ${at})
        order by due_at
        limit ${NOTIFICATION_BATCH}
        for update skip locked
      )
      returning id, driver_id, due_at`.execute(db);
    // RETURNING keeps no order: a driver's notices go in the order they fell due.
    return rows
      .map((row) => ({ id: Number(row.id), driverId: Number(row.driver_id), dueAt: new Date(row.due_at) }))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
  }

  async function finish(id: number, channel: NotificationChannel, at: Date): Promise<void> {
    await db.updateTable('parking_notification').set({ sent_at: at, channel }).where('id', '=', id).where('sent_at', 'is', null).execute();
  }

  /**
   * Whether any browser took the payload; those whose subscription is gone are forgotten. All of
   * them are tried at once under one deadline, after which the slow ones count as failed.
   */
  async function pushToBrowsers(driverId: number, payload: PushPayload): Promise<boolean> {
    const browsers = await db
      .selectFrom('push_subscription')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('driver_id', '=', driverId)
      .orderBy('id', 'desc')
      .limit(MAX_BROWSERS)
      .execute();
    if (browsers.length === 0) return false;
    const deadline = AbortSignal.timeout(pushDeadlineMs);
    const settled = await Promise.allSettled(browsers.map((browser) => Promise.race([push.send(browser, payload, deadline), failedAt(deadline)])));
    const outcomes = settled.map((s): PushOutcome => (s.status === 'fulfilled' ? s.value : 'failed'));
    const gone = browsers.filter((_, i) => outcomes[i] === 'gone').map((b) => b.id);
    if (gone.length > 0) await db.deleteFrom('push_subscription').where('id', 'in', gone).execute();
    return outcomes.includes('delivered');
  }

  async function deliver(id: number, at: Date): Promise<void> {
    const notice = await db
      .selectFrom('parking_notification')
      .select(['kind', 'ends_at', 'session_id', 'driver_id'])
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (!notice) return;
    const [session, settings] = await Promise.all([sessionForNoticeOf(db, notice.session_id), noticeSettingsOf(db, notice.driver_id)]);
    // A session or driver gone since the plan: nothing is sent, and the claim runs out as before.
    const row = session && settings && { ...notice, ...session, ...settings };
    if (!row) return;
    const kind: NotificationKind = row.kind;
    // The driver switched it off, or the session changed, since it was planned.
    const wanted = kind === 'reminder' ? row.check_parking_session_before : row.check_parking_session;
    const fits = row.status !== 'cancelled' && (kind === 'started' || kind === 'extended' || row.end_at?.getTime() === row.ends_at.getTime());
    if (!wanted || !fits || (kind === 'reminder' && row.ends_at <= at)) return finish(id, 'none', at);

    const language = row.notice_language;
    const { title, body } = noticeText(kind, { zone: row.zone_number, plate: row.plate, endsAt: row.ends_at, now: at, timeZone: city.timeZone }, language);
    // A reminder and the start and extension notices open the extend dialog; the end notice, the parking page.
    const path = kind === 'ended' ? '/profile/parking' : `/profile/parking?extend=${row.session_id}`;
    const url = link(path, language);

    if (!row.push_off && (await pushToBrowsers(row.driver_id, { title, body, url, tag: `session-${row.session_id}` }))) return finish(id, 'push', at);

    const phone = await mainPhoneOf(db, row.driver_id);
    const text = `${title}. ${body} ${url}`;
    const email = row.email;
    if (email && (row.notify_by_email || !phone)) {
      await messenger.send({ channel: 'email', to: email, text });
      return finish(id, 'email', at);
    }
    if (phone) {
      await messenger.send({ channel: 'sms', to: phone, text });
      return finish(id, 'sms', at);
    }
    return finish(id, 'none', at);
  }

  return {
    /** One run: plan, then send what is due, page by page up to a few pages; the rest goes at the next run. */
    async run(): Promise<{ sent: number }> {
      const at = now();
      await planNotifications(db, at);
      let sent = 0;
      for (let page = 0; page < 4; page += 1) {
        const claimed = await claim(at);
        const byDriver = new Map<number, number[]>();
        for (const { id, driverId } of claimed) byDriver.set(driverId, [...(byDriver.get(driverId) ?? []), id]);
        await eachGroup(byDriver.values(), DRIVER_CONCURRENCY, async (id) => {
          try {
            await deliver(id, at);
            sent += 1;
          } catch (error) {
            // Left claimed: tried again once the claim runs out, up to MAX_ATTEMPTS.
            log.warn({ err: error, notification: id }, 'notification not sent');
          }
        });
        if (claimed.length < NOTIFICATION_BATCH) break;
      }
      // Given up and old sent notifications go; a page at a time like the retention sweeps.
      await sql`
        delete from parking_notification where id in (
          select id from parking_notification
          where (sent_at is null and attempts >= ${MAX_ATTEMPTS} and (claimed_until is null or claimed_until < ${at})) or sent_at < ${new Date(at.getTime() - KEEP_SENT_MS)}
          limit 500)`.execute(db);
      return { sent };
    },
  };
}
export type NotificationSender = ReturnType<typeof notificationSender>;
