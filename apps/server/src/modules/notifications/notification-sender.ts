import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { planNotifications } from './notification-planner.ts';
import { noticeText } from './notification-texts.ts';
import type { PushPayload, PushSender } from './push-sender.ts';
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

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  messenger: Messenger;
  push: PushSender;
  /** The site's public address; links in SMS and e-mails need it, push links work relative to the app. */
  publicUrl: string;
  now?: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Sends the reminders and notices that are due. Each run plans from the sessions, claims a page of
 * due notifications in one short statement (FOR UPDATE SKIP LOCKED, so another process claims other
 * rows, and a lease, so a claim outlives the statement) and delivers them one by one, marking each
 * sent. A process that stops between delivering and marking leaves the notification to be sent again
 * after the lease: at least once rather than lost.
 */
export function notificationSender({ db, city, messenger, push, publicUrl, now = () => new Date(), log }: Deps) {
  const link = (path: string, language: TLanguage) => `${publicUrl}${language === 'en' ? '/en' : ''}${path}${path.includes('?') ? '&' : '?'}city=${city.city}`;

  async function claim(at: Date): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      update parking_notification set claimed_until = ${new Date(at.getTime() + CLAIM_MS)}, attempts = attempts + 1
      where id in (
        select id from parking_notification
        where sent_at is null and due_at <= ${at} and attempts < ${MAX_ATTEMPTS}
          and (claimed_until is null or claimed_until < ${at})
        order by due_at
        limit ${NOTIFICATION_BATCH}
        for update skip locked
      )
      returning id`.execute(db);
    return rows.map((row) => Number(row.id));
  }

  async function finish(id: number, channel: NotificationChannel, at: Date): Promise<void> {
    await db.updateTable('parking_notification').set({ sent_at: at, channel }).where('id', '=', id).where('sent_at', 'is', null).execute();
  }

  /** The browsers that took the payload; those whose subscription is gone are forgotten. */
  async function pushToBrowsers(driverId: number, payload: PushPayload): Promise<boolean> {
    const browsers = await db
      .selectFrom('push_subscription')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('driver_id', '=', driverId)
      .orderBy('id', 'desc')
      .limit(MAX_BROWSERS)
      .execute();
    let delivered = false;
    for (const browser of browsers) {
      const outcome = await push.send(browser, payload);
      if (outcome === 'delivered') delivered = true;
      if (outcome === 'gone') await db.deleteFrom('push_subscription').where('id', '=', browser.id).execute();
    }
    return delivered;
  }

  async function deliver(id: number, at: Date): Promise<void> {
    const row = await db
      .selectFrom('parking_notification as n')
      .innerJoin('parking_session as s', 's.id', 'n.session_id')
      .innerJoin('driver as d', 'd.id', 'n.driver_id')
      .select([
        'n.kind',
        'n.ends_at',
        'n.session_id',
        'n.driver_id',
        's.zone_number',
        's.plate',
        's.status',
        's.end_at',
        'd.email',
        'd.push_off',
        'd.notify_by_email',
        'd.notice_language',
        'd.check_parking_session',
        'd.check_parking_session_before',
      ])
      .where('n.id', '=', id)
      .where('n.sent_at', 'is', null)
      .executeTakeFirst();
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

    const phone = await db.selectFrom('driver_phone').select('phone').where('driver_id', '=', row.driver_id).where('is_main', '=', true).executeTakeFirst();
    const text = `${title}. ${body} ${url}`;
    const email = row.email;
    if (email && (row.notify_by_email || !phone)) {
      await messenger.send({ channel: 'email', to: email, text });
      return finish(id, 'email', at);
    }
    if (phone) {
      await messenger.send({ channel: 'sms', to: phone.phone, text });
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
        const ids = await claim(at);
        for (const id of ids) {
          try {
            await deliver(id, at);
            sent += 1;
          } catch (error) {
            // Left claimed: tried again once the claim runs out, up to MAX_ATTEMPTS.
            log.warn({ err: error, notification: id }, 'notification not sent');
          }
        }
        if (ids.length < NOTIFICATION_BATCH) break;
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
