import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A driver is reminded this long before a session ends (at once when less remains). */
export const REMINDER_LEAD_MS = 15 * 60 * 1000;
/**
 * How late a start or an end is still announced: a server that was down a few minutes catches up,
 * one that was down for hours does not send stale notices.
 */
export const NOTICE_GRACE_MS = 10 * 60 * 1000;

/**
 * Plans the notifications of the sessions as they are now, from the drivers' settings. Sessions are
 * read rather than told about, so a start, an extension or a cancel made by any module (or by another
 * process) is seen at the next run. Each insert skips what is already planned (unique per session,
 * kind and end), so two planners at once plan once. Planned notifications that no longer fit the
 * session are dropped: a cancel drops them all, an extension drops the reminder and end notice of the
 * old end, and the new end gets its own.
 */
export async function planNotifications(db: Kysely<Database>, now: Date): Promise<void> {
  const grace = new Date(now.getTime() - NOTICE_GRACE_MS);
  await sql`
    delete from parking_notification n
    using parking_session s
    where n.session_id = s.id and n.sent_at is null and (
      s.status = 'cancelled'
      or (n.kind in ('reminder', 'ended') and s.end_at is distinct from n.ends_at)
      or (n.kind = 'reminder' and n.ends_at <= ${now})
    )`.execute(db);

  // Reminders: 15 minutes before the end; one whose time has passed is due at once.
  await sql`
    insert into parking_notification (session_id, driver_id, kind, ends_at, due_at, created_at)
    select s.id, s.driver_id, 'reminder', s.end_at, s.end_at - make_interval(secs => ${sql.lit(REMINDER_LEAD_MS / 1000)}), ${now}
    from parking_session s join driver d on d.id = s.driver_id
    where s.status = 'active' and s.end_at > ${now} and d.check_parking_session_before
    on conflict do nothing`.execute(db);

  // Start notices, due when the session starts (a session may be paid for ahead).
  await sql`
    insert into parking_notification (session_id, driver_id, kind, ends_at, due_at, created_at)
    select s.id, s.driver_id, 'started', s.end_at, s.start_at, ${now}
    from parking_session s join driver d on d.id = s.driver_id
    where s.status = 'active' and s.end_at > ${now} and s.start_at > ${grace} and d.check_parking_session
      and not exists (select 1 from parking_notification n where n.session_id = s.id and n.kind = 'started')
    on conflict do nothing`.execute(db);

  // Extension notices: the session now ends later than any start or extension notice said.
  await sql`
    insert into parking_notification (session_id, driver_id, kind, ends_at, due_at, created_at)
    select s.id, s.driver_id, 'extended', s.end_at, ${now}, ${now}
    from parking_session s join driver d on d.id = s.driver_id
    where s.status = 'active' and s.end_at > ${now} and d.check_parking_session
      and exists (select 1 from parking_notification n where n.session_id = s.id and n.kind in ('started', 'extended') and n.ends_at < s.end_at)
      and not exists (select 1 from parking_notification n where n.session_id = s.id and n.kind in ('started', 'extended') and n.ends_at >= s.end_at)
    on conflict do nothing`.execute(db);

  // End notices, due at the end; a stopped session (paid afterwards) is done with its end set.
  await sql`
    insert into parking_notification (session_id, driver_id, kind, ends_at, due_at, created_at)
    select s.id, s.driver_id, 'ended', s.end_at, s.end_at, ${now}
    from parking_session s join driver d on d.id = s.driver_id
    where s.status in ('active', 'done') and s.end_at > ${grace} and d.check_parking_session
    on conflict do nothing`.execute(db);
}
