import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A pending change of a driver's e-mail or phone (contact_change), named by the hash of its token. */
export function contactChangeRepo(db: Db) {
  return {
    /**
     * Opens the pending change of (driver, kind, value), or renews the one there with the new token
     * hash and expiry: a live change keeps its start and its count of wrong codes, an expired one
     * starts again. Undefined, and nothing written, while a live change has `maxAttempts` wrong codes.
     */
    async openContactChange(
      change: { tokenHash: string; driverId: number; kind: 'email' | 'phone'; action: 'change' | 'add'; value: string },
      { at, expiresAt, maxAttempts }: { at: Date; expiresAt: Date; maxAttempts: number },
    ): Promise<string | undefined> {
      const live = sql<boolean>`contact_change.expires_at > ${at}`;
      const row = await db
        .insertInto('contact_change')
        .values({
          token_hash: change.tokenHash,
          driver_id: change.driverId,
          kind: change.kind,
          action: change.action,
          value: change.value,
          created_at: at,
          expires_at: expiresAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['driver_id', 'kind', 'value'])
            .doUpdateSet((eb) => ({
              token_hash: eb.ref('excluded.token_hash'),
              action: eb.ref('excluded.action'),
              expires_at: eb.ref('excluded.expires_at'),
              created_at: sql<Date>`case when ${live} then contact_change.created_at else excluded.created_at end`,
              attempts: sql<number>`case when ${live} then contact_change.attempts else 0 end`,
            }))
            .where((eb) => eb.or([eb('contact_change.expires_at', '<=', at), eb('contact_change.attempts', '<', maxAttempts)])),
        )
        .returning('token_hash')
        .executeTakeFirst();
      return row?.token_hash;
    },

    async contactChangeExists(tokenHash: string): Promise<boolean> {
      return (await db.selectFrom('contact_change').select('token_hash').where('token_hash', '=', tokenHash).executeTakeFirst()) !== undefined;
    },

    /** The wrong codes so far of the pending change of `kind`; undefined when there is none. */
    pendingContactChange: (tokenHash: string, kind: 'email' | 'phone') =>
      db.selectFrom('contact_change').select('attempts').where('token_hash', '=', tokenHash).where('kind', '=', kind).executeTakeFirst(),

    /**
     * Deletes and answers the pending change only while it still names `value`, the address the code
     * went to, in one statement; undefined when it does not (or is gone).
     */
    takeContactChange: (tokenHash: string, kind: 'email' | 'phone', value: string) =>
      db.deleteFrom('contact_change').where('token_hash', '=', tokenHash).where('kind', '=', kind).where('value', '=', value).returningAll().executeTakeFirst(),
  };
}
export type ContactChangeRepo = ReturnType<typeof contactChangeRepo>;
