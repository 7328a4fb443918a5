import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MonthlyMailKind, MonthlyMailOutcome } from './tables.ts';

/**
 * How long a claim without an outcome stands before another run may take it again: far longer than
 * building and sending one mail takes, so only a claim left by a process that stopped mid-send is
 * taken over (its mail may then go twice, the price of never losing one).
 */
export const CLAIM_LEASE_MS = 30 * 60_000;

/** One mail of one recipient and month. */
export interface MailKey {
  kind: MonthlyMailKind;
  ownerId: number;
  month: string;
}

/**
 * The claims of the monthly mails, each a single statement of its own (no transaction is held
 * while a mail is built or sent). The unique (kind, owner, month) key decides between two runs:
 * of two concurrent inserts one waits for the other and finds the row taken, on PostgreSQL as on
 * PGlite, so exactly one of them sends.
 */
export function monthlyMailClaims(db: Kysely<Database>, now: () => Date) {
  return {
    /** True when this run now holds the mail: it was never claimed, or its claim is older than the lease and has no outcome. */
    async claim({ kind, ownerId, month }: MailKey): Promise<boolean> {
      const at = now();
      const row = await db
        .insertInto('monthly_mail')
        .values({ kind, owner_id: ownerId, month, claimed_at: at })
        .onConflict((oc) =>
          oc
            .columns(['kind', 'owner_id', 'month'])
            .doUpdateSet({ claimed_at: at })
            .where('monthly_mail.outcome', 'is', null)
            .where('monthly_mail.claimed_at', '<', new Date(at.getTime() - CLAIM_LEASE_MS)),
        )
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records how the claimed mail ended; it is never claimed again. */
    async finish({ kind, ownerId, month }: MailKey, outcome: MonthlyMailOutcome): Promise<void> {
      await db
        .updateTable('monthly_mail')
        .set({ outcome, done_at: now() })
        .where('kind', '=', kind)
        .where('owner_id', '=', ownerId)
        .where('month', '=', month)
        .execute();
    },

    /** Gives a claim up after a failed send, so that the next run tries again. */
    async release({ kind, ownerId, month }: MailKey): Promise<void> {
      await db
        .deleteFrom('monthly_mail')
        .where('kind', '=', kind)
        .where('owner_id', '=', ownerId)
        .where('month', '=', month)
        .where('outcome', 'is', null)
        .execute();
    },
  };
}
export type MonthlyMailClaims = ReturnType<typeof monthlyMailClaims>;
