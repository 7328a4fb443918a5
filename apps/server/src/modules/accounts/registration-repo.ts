import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountTables } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PendingRow = Selectable<AccountTables['pending_registration']>;

/** Registrations waiting for their codes (pending_registration), named by the hash of their token. */
export function registrationRepo(db: Db) {
  return {
    addPendingRegistration: (registration: Insertable<AccountTables['pending_registration']>) =>
      db.insertInto('pending_registration').values(registration).execute(),

    /** The registration of the token, while it lasts and is not completed. */
    openRegistrationByToken: (tokenHash: string, at: Date) =>
      db
        .selectFrom('pending_registration')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', at)
        .where('completed_at', 'is', null)
        .executeTakeFirst(),

    /** The registration whose e-mailed link has `salt`, while it lasts and is not completed. */
    openRegistrationBySalt: (salt: string, at: Date) =>
      db
        .selectFrom('pending_registration')
        .selectAll()
        .where('email_salt', '=', salt)
        .where('expires_at', '>', at)
        .where('completed_at', 'is', null)
        .executeTakeFirst(),

    /** The registration whose e-mailed link has `salt`, while it lasts, completed or not. */
    registrationOfLink: (salt: string, at: Date) =>
      db.selectFrom('pending_registration').selectAll().where('email_salt', '=', salt).where('expires_at', '>', at).executeTakeFirst(),

    /** The registration, locked until the transaction ends. */
    lockedRegistration: (tokenHash: string) =>
      db.selectFrom('pending_registration').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst(),

    /**
     * Records `value` as the registration's confirmed phone or e-mail, in one conditional update that
     * holds only while the registration's `contact` is still `value`. Whether it held.
     */
    async confirmPendingContact(tokenHash: string, contact: 'phone' | 'email', value: string, at: Date): Promise<boolean> {
      const bound = await db
        .updateTable('pending_registration')
        .set(contact === 'phone' ? { confirmed_phone: value, phone_confirmed_at: at } : { confirmed_email: value, email_confirmed_at: at })
        .where('token_hash', '=', tokenHash)
        .where(contact, '=', value)
        .returning('token_hash')
        .executeTakeFirst();
      return bound !== undefined;
    },

    /** The new phone replaces the old one and any confirmation of it, in one statement; a completed registration is left as it is. */
    changePendingPhone: (tokenHash: string, phone: string) =>
      db
        .updateTable('pending_registration')
        .set({ phone, confirmed_phone: null, phone_confirmed_at: null })
        .where('token_hash', '=', tokenHash)
        .where('completed_at', 'is', null)
        .execute(),

    // Kept only so that its e-mailed link can say "already confirmed": the password hash and the
    // names now live in the account and are not kept twice.
    completeRegistration: (tokenHash: string, at: Date) =>
      db
        .updateTable('pending_registration')
        .set({ completed_at: at, password_hash: '', first_name: '', last_name: '', middle_name: '' })
        .where('token_hash', '=', tokenHash)
        .execute(),
  };
}
export type RegistrationRepo = ReturnType<typeof registrationRepo>;
