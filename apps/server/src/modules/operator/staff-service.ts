import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { STAFF_INVITE_HOURS, type TStaffInviteRequest, type TStaffMember, type TStaffSetupRequest } from '@city-parking/contract/operator/operator-staff';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { lockRow } from '../../db/lock-row.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { tokenRepo } from '../auth/token-repo.ts';
import { hashToken } from '../auth/token-service.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { operatorRepo } from './operator-repo.ts';
import { secondFactorRepo } from './second-factor-repo.ts';
import { inviteMail } from './staff-mail.ts';
import type { OperatorRow } from './tables.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { DeskActor } from './desk-actor.ts';
import type { DeskAudit } from './desk-audit.ts';

interface Deps {
  db: Kysely<Database>;
  messenger: Messenger;
  now: () => Date;
  /** The desk's set-up page for an invitation's token, in the invitation's language. */
  setupLink: (token: string, language: TLanguage) => string;
  audit: DeskAudit;
  trail: Pick<AuditTrail, 'record'>;
}

/** Every change of roles and states waits on this lock, so two admins cannot take the city's last admin away at once. */
const STAFF_LOCK = 'operator-staff';

const stateOf = (row: OperatorRow): TStaffMember['state'] => (row.disabled ? 'disabled' : row.invited ? 'invited' : 'active');

const toMember = (row: OperatorRow, roles: readonly TStaffRole[]): TStaffMember => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  roles: [...roles],
  state: stateOf(row),
  secondFactor: row.totp_secret !== null,
});

/**
 * The city's staff as its admins manage them: invitations with a one-time set-up link, roles,
 * disabling and enabling. An admin can neither disable themselves nor give up their own admin
 * role, and every change re-reads, under one lock, that its admin still is one, so the city always
 * keeps an admin. The desk's hook (auth-hook.ts) reads the roles on every call, so each change
 * takes effect at the member's next call.
 */
export function staffService({ db, messenger, now, setupLink, audit, trail }: Deps) {
  const repo = operatorRepo(db);

  async function member(trx: Kysely<Database>, id: number): Promise<TStaffMember> {
    const row = await operatorRepo(trx).findById(id);
    if (!row) throw new AppError('StaffMemberNotFound');
    return toMember(row, await operatorRepo(trx).rolesOf(id));
  }

  /**
   * A change by `actor` to another member, in one transaction under the staff lock: the actor's
   * admin role is read again there, so a change racing one that took it away is refused.
   */
  async function change<T>(actor: DeskActor, memberId: number, work: (trx: Transaction<Database>, before: TStaffMember) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await lockRow(trx, STAFF_LOCK);
      const roles = await operatorRepo(trx).activeRolesOf(actor.id);
      if (roles === null) throw new AppError('TokenNotFound');
      if (!roles.includes('admin')) throw new AppError('StaffRoleRequired');
      return work(trx, await member(trx, memberId));
    });
  }

  return {
    /** What the desk's hook asks on every call. */
    access: (operatorId: number) => repo.activeRolesOf(operatorId),

    me: (operatorId: number) => member(db, operatorId),

    async list(): Promise<TStaffMember[]> {
      const [rows, roles] = await Promise.all([repo.all(), repo.rolesOfAll()]);
      return rows.map((row) => toMember(row, roles.get(row.id) ?? []));
    },

    /**
     * Makes the invited member's account (no password yet) and e-mails the set-up link. A mail that
     * could not be sent takes the account back and answers MessageNotSent, so the admin can invite again.
     */
    async invite(actor: DeskActor, { email, name, roles }: TStaffInviteRequest, language: TLanguage): Promise<TStaffMember> {
      const token = randomBytes(32).toString('base64url');
      // Until its member sets one, the account's password is one nobody knows: a sign-in with its
      // e-mail costs the same scrypt work as any other, so it does not tell who has been invited.
      const unknownPassword = await hashPassword(randomUUID());
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        await lockRow(trx, STAFF_LOCK);
        const actorRoles = await operatorRepo(trx).activeRolesOf(actor.id);
        if (actorRoles === null) throw new AppError('TokenNotFound');
        if (!actorRoles.includes('admin')) throw new AppError('StaffRoleRequired');
        const inserted = await trx
          .insertInto('operator')
          .values({ email, name, password_hash: unknownPassword, created_at: at, invited: true })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new AppError('EmailExists');
        const memberId = Number(inserted.id);
        await operatorRepo(trx).setRoles(memberId, roles);
        await trx
          .insertInto('operator_invite')
          .values({
            operator_id: memberId,
            token_hash: hashToken(token),
            invited_by: actor.id,
            created_at: at,
            expires_at: new Date(at.getTime() + STAFF_INVITE_HOURS * 3600_000),
          })
          .execute();
        // The trail: a member invited, with the roles given.
        await audit(trx, actor, { action: 'staff.invite', object: 'staff', objectId: String(memberId), after: { email, name, roles: [...roles] } });
        return memberId;
      });
      try {
        await messenger.send(inviteMail(email, name, setupLink(token, language), token, language));
      } catch (error) {
        await db.deleteFrom('operator').where('id', '=', id).where('invited', '=', true).execute();
        throw error;
      }
      return member(db, id);
    },

    async setRoles(actor: DeskActor, memberId: number, roles: readonly TStaffRole[]): Promise<TStaffMember> {
      return change(actor, memberId, async (trx, before) => {
        if (memberId === actor.id && !roles.includes('admin')) throw new AppError('StaffSelfLockout');
        await operatorRepo(trx).setRoles(memberId, roles);
        // The trail: a member's roles changed.
        await audit(trx, actor, {
          action: 'staff.roles',
          object: 'staff',
          objectId: String(memberId),
          before: { roles: before.roles },
          after: { roles: [...roles] },
        });
        return member(trx, memberId);
      });
    },

    /** Disables the account: it no longer signs in, and its open sessions are refused at their next call. */
    async disable(actor: DeskActor, memberId: number): Promise<TStaffMember> {
      return change(actor, memberId, async (trx, before) => {
        if (memberId === actor.id) throw new AppError('StaffSelfLockout');
        if (before.state === 'disabled') return before;
        await trx.updateTable('operator').set({ disabled: true }).where('id', '=', memberId).execute();
        // The trail: a member disabled.
        await audit(trx, actor, {
          action: 'staff.disable',
          object: 'staff',
          objectId: String(memberId),
          before: { state: before.state },
          after: { state: 'disabled' },
        });
        return member(trx, memberId);
      });
    },

    /**
     * Takes the member's second factor away (a lost phone): their recovery codes and waiting
     * sign-ins go, their open sessions end, and their next sign-in enrols an app anew.
     */
    async resetSecondFactor(actor: DeskActor, memberId: number): Promise<TStaffMember> {
      return change(actor, memberId, async (trx, before) => {
        if (!before.secondFactor) return before;
        await secondFactorRepo(trx).reset(memberId);
        await tokenRepo(trx).revokeAllOf('operator', memberId, now());
        // The trail: a member's second factor taken away.
        await audit(trx, actor, {
          action: 'staff.resetSecondFactor',
          object: 'staff',
          objectId: String(memberId),
          before: { secondFactor: true },
          after: { secondFactor: false },
        });
        return member(trx, memberId);
      });
    },

    async enable(actor: DeskActor, memberId: number): Promise<TStaffMember> {
      return change(actor, memberId, async (trx, before) => {
        if (before.state !== 'disabled') return before;
        await trx.updateTable('operator').set({ disabled: false }).where('id', '=', memberId).execute();
        // The trail: a member enabled.
        await audit(trx, actor, {
          action: 'staff.enable',
          object: 'staff',
          objectId: String(memberId),
          before: { state: 'disabled' },
          after: { state: 'active' },
        });
        return member(trx, memberId);
      });
    },

    /**
     * The invitee's set-up: the link's token, once and before it expires, sets the name and
     * password. The token is claimed by one statement, so two set-ups with one link cannot both win.
     */
    async setup({ token, name, password }: TStaffSetupRequest, address: string): Promise<{ email: string }> {
      // The scrypt work is done before the transaction, which it would otherwise hold.
      const passwordHash = await hashPassword(password);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('operator_invite')
          .set({ used_at: at })
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning('operator_id')
          .executeTakeFirst();
        if (!claimed) throw new AppError('StaffInviteInvalid');
        const memberId = Number(claimed.operator_id);
        const updated = await trx
          .updateTable('operator')
          .set({ name, password_hash: passwordHash, invited: false })
          .where('id', '=', memberId)
          .where('disabled', '=', false)
          .where('invited', '=', true)
          .returning('email')
          .executeTakeFirst();
        // A member disabled since the invitation does not set up with it.
        if (!updated) throw new AppError('StaffInviteInvalid');
        // The trail: an invited member set up their account.
        // Nobody is signed in: the member who used the link is who acted.
        await trail.record(trx, {
          actor: { staffId: memberId, name, email: updated.email, address },
          action: 'staff.setup',
          object: 'staff',
          objectId: String(memberId),
          after: { name, state: 'active' },
        });
        return { email: updated.email };
      });
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
