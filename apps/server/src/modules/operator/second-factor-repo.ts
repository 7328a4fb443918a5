import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The staff's second factor: secrets, the last step taken, recovery codes and the sign-ins waiting
 * for their code. Every claim (a step, a recovery code, a sign-in) is one conditional statement, so
 * two calls with the same code cannot both win.
 */
export function secondFactorRepo(db: Kysely<Database>) {
  return {
    async openSignIn(row: { tokenHash: string; operatorId: number; secret: string | null; at: Date; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('operator_sign_in')
        .values({ token_hash: row.tokenHash, operator_id: row.operatorId, secret: row.secret, created_at: row.at, expires_at: row.expiresAt, used_at: null })
        .execute();
    },

    /** The sign-in still waiting for its code: not used, not expired, tries left. */
    waitingSignIn: (tokenHash: string, at: Date, maxTries: number) =>
      db
        .selectFrom('operator_sign_in')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .where('tries', '<', maxTries)
        .executeTakeFirst(),

    /** Counts a wrong code against the sign-in. */
    async countTry(tokenHash: string): Promise<void> {
      await db
        .updateTable('operator_sign_in')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    /** Takes the sign-in once; false when another call took it first. */
    async claimSignIn(tokenHash: string, at: Date): Promise<boolean> {
      const row = await db
        .updateTable('operator_sign_in')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Takes `step` of the member's secret if no code of it or a later step was taken; false otherwise. */
    async takeStep(operatorId: number, step: number): Promise<boolean> {
      const row = await db
        .updateTable('operator')
        .set({ totp_step: step })
        .where('id', '=', operatorId)
        .where('totp_secret', 'is not', null)
        .where((eb) => eb.or([eb('totp_step', 'is', null), eb('totp_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Sets the enrolled secret, with the step its first code was of, if the member still has none. */
    async enrol(operatorId: number, secret: string, step: number): Promise<boolean> {
      const row = await db
        .updateTable('operator')
        .set({ totp_secret: secret, totp_step: step })
        .where('id', '=', operatorId)
        .where('totp_secret', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async replaceRecoveryCodes(operatorId: number, hashes: readonly string[]): Promise<void> {
      await db.deleteFrom('operator_recovery_code').where('operator_id', '=', operatorId).execute();
      await db
        .insertInto('operator_recovery_code')
        .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, used_at: null })))
        .execute();
    },

    /** Uses a recovery code once; false when it is not the member's or was used. */
    async useRecoveryCode(operatorId: number, hash: string, at: Date): Promise<boolean> {
      const row = await db
        .updateTable('operator_recovery_code')
        .set({ used_at: at })
        .where('operator_id', '=', operatorId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** An admin's reset: the member enrols again at the next sign-in; their recovery codes and waiting sign-ins go. */
    async reset(operatorId: number): Promise<void> {
      await db.updateTable('operator').set({ totp_secret: null, totp_step: null }).where('id', '=', operatorId).execute();
      await db.deleteFrom('operator_recovery_code').where('operator_id', '=', operatorId).execute();
      await db.deleteFrom('operator_sign_in').where('operator_id', '=', operatorId).execute();
    },
  };
}
