import type { Kysely, Transaction } from 'kysely';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import type { Database } from '../../db/schema.ts';
import type { AppealRow } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An appeal with its last message and the number of its messages, as the lists show it. */
export type AppealSummary = AppealRow & { last_text: string; last_at: Date; message_count: number };

/** Filters of the operator's inbox; `before` is the keyset of newest-first paging. */
export interface AppealFilter {
  driverId?: number;
  status?: TAppealStatus;
  topic?: string;
  before?: number;
  limit?: number;
}

/** Appeals and their messages. */
export function appealRepo(db: Db) {
  return {
    async insert(row: Omit<AppealRow, 'id'>, text: string): Promise<number> {
      const { id } = await db.insertInto('appeal').values(row).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('appeal_message').values({ appeal_id: id, text, out: true, operator_id: null, created_at: row.created_at }).execute();
      return Number(id);
    },

    async find(id: number, driverId?: number): Promise<AppealRow | undefined> {
      let query = db.selectFrom('appeal').selectAll().where('id', '=', id);
      if (driverId !== undefined) query = query.where('driver_id', '=', driverId);
      const row = await query.executeTakeFirst();
      return row && { ...row, id: Number(row.id), driver_id: Number(row.driver_id) };
    },

    /** Newest first. */
    async list({ driverId, status, topic, before, limit = 1000 }: AppealFilter): Promise<AppealSummary[]> {
      let query = db
        .selectFrom('appeal')
        .selectAll('appeal')
        .select((eb) => [
          eb
            .selectFrom('appeal_message as m')
            .select('m.text')
            .whereRef('m.appeal_id', '=', 'appeal.id')
            .orderBy('m.created_at', 'desc')
            .orderBy('m.id', 'desc')
            .limit(1)
            .as('last_text'),
          eb
            .selectFrom('appeal_message as m')
            .select('m.created_at')
            .whereRef('m.appeal_id', '=', 'appeal.id')
            .orderBy('m.created_at', 'desc')
            .orderBy('m.id', 'desc')
            .limit(1)
            .as('last_at'),
          eb
            .selectFrom('appeal_message as m')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('m.appeal_id', '=', 'appeal.id')
            .as('message_count'),
        ])
        .orderBy('appeal.id', 'desc')
        .limit(limit);
      if (driverId !== undefined) query = query.where('appeal.driver_id', '=', driverId);
      if (status) query = query.where('appeal.status', '=', status);
      if (topic !== undefined) query = query.where('appeal.topic', '=', topic);
      if (before !== undefined) query = query.where('appeal.id', '<', before);
      const rows = await query.execute();
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        driver_id: Number(r.driver_id),
        last_text: r.last_text ?? '',
        last_at: r.last_at ? new Date(r.last_at) : r.created_at,
        message_count: Number(r.message_count ?? 0),
      }));
    },

    /** In the order they were written: ids of a distributed database need not follow it, so they only break ties. */
    async messages(appealId: number) {
      return db.selectFrom('appeal_message').selectAll().where('appeal_id', '=', appealId).orderBy('created_at').orderBy('id').execute();
    },

    async addMessage(appealId: number, text: string, operatorId: number | null, at: Date): Promise<void> {
      await db
        .insertInto('appeal_message')
        .values({ appeal_id: appealId, text, out: operatorId === null, operator_id: operatorId, created_at: at })
        .execute();
      await db.updateTable('appeal').set({ updated_at: at }).where('id', '=', appealId).execute();
    },

    async setStatus(appealId: number, status: TAppealStatus, at: Date): Promise<void> {
      await db.updateTable('appeal').set({ status, updated_at: at }).where('id', '=', appealId).execute();
    },

    /** How many appeals a driver opened, and messages they wrote, since `since`: the per-account limits. */
    async countSince(driverId: number, since: Date): Promise<{ appeals: number; messages: number }> {
      const appeals = await db
        .selectFrom('appeal')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('driver_id', '=', driverId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      const messages = await db
        .selectFrom('appeal_message as m')
        .innerJoin('appeal as a', 'a.id', 'm.appeal_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a.driver_id', '=', driverId)
        .where('m.out', '=', true)
        .where('m.created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { appeals: Number(appeals.n), messages: Number(messages.n) };
    },
  };
}
export type AppealRepo = ReturnType<typeof appealRepo>;
