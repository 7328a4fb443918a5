import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditRecord, AuditTrail } from '../audit/audit-trail.ts';
import type { DeskActor } from './desk-actor.ts';
import { operatorRepo } from './operator-repo.ts';

/** An entry of a desk action, its actor aside. */
export type DeskAuditRecord = Omit<AuditRecord, 'actor'>;

/**
 * Writes a desk action to the audit trail in the action's transaction (`trx`), naming the staff
 * member by their name and e-mail as they are now, read in that same transaction.
 */
export function deskAudit(trail: Pick<AuditTrail, 'record'>) {
  return async (trx: Kysely<Database>, by: DeskActor, record: DeskAuditRecord): Promise<void> => {
    const member = await operatorRepo(trx).findById(by.id);
    await trail.record(trx, { ...record, actor: { staffId: by.id, name: member?.name ?? '', email: member?.email ?? '', address: by.address } });
  };
}
export type DeskAudit = ReturnType<typeof deskAudit>;
