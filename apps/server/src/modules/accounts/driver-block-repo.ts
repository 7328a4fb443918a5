import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An account's block: since when and why. */
export interface DriverBlock {
  at: Date;
  reason: string;
}

/**
 * The account's blocked state (migration 0056), which the desk sets and clears and every driver's
 * call reads fresh. Block and unblock are each one conditional statement, so two staff members
 * acting at once change the account once, and only the one who changed it writes the trail's row.
 */
export function driverBlockRepo(db: Db) {
  return {
    /** Blocks the account unless it is blocked already; true when this call blocked it. */
    async block(driverId: number, at: Date, reason: string): Promise<boolean> {
      const row = await db
        .updateTable('driver')
        .set({ blocked_at: at, blocked_reason: reason })
        .where('id', '=', driverId)
        .where('blocked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Unblocks the account unless it is not blocked; true when this call unblocked it. */
    async unblock(driverId: number): Promise<boolean> {
      const row = await db
        .updateTable('driver')
        .set({ blocked_at: null, blocked_reason: null })
        .where('id', '=', driverId)
        .where('blocked_at', 'is not', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The account's block now; null when it is not blocked, undefined when no such driver exists. */
    async blockOf(driverId: number): Promise<DriverBlock | null | undefined> {
      const row = await db.selectFrom('driver').select(['blocked_at', 'blocked_reason']).where('id', '=', driverId).executeTakeFirst();
      if (!row) return undefined;
      return row.blocked_at === null ? null : { at: new Date(row.blocked_at), reason: row.blocked_reason ?? '' };
    },

    /** Whether the account is blocked, read fresh on every driver's call (a missing one is not). */
    async isBlocked(driverId: number): Promise<boolean> {
      const row = await db.selectFrom('driver').select('id').where('id', '=', driverId).where('blocked_at', 'is not', null).executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type DriverBlockRepo = ReturnType<typeof driverBlockRepo>;
