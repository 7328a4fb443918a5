import type { Kysely } from 'kysely';
import type { TAuditAction, TAuditObject, TAuditValues } from '@city-parking/contract/operator/audit-trail';
import type { Database } from '../../db/schema.ts';
import type { AuditEntryRow } from './tables.ts';

/** Which entries a page holds; `from` inclusive, `to` exclusive, `before` the last id of the page before. */
export interface AuditSelection {
  staffId?: number;
  action?: TAuditAction;
  object?: TAuditObject;
  objectId?: string;
  from?: Date;
  to?: Date;
  before?: number;
}

export interface AuditEntryValues {
  at: Date;
  staffId: number | null;
  staffName: string;
  staffEmail: string;
  address: string;
  action: TAuditAction;
  object: TAuditObject;
  objectId: string;
  before: TAuditValues | null;
  after: TAuditValues | null;
  reason: string | null;
}

/** The trail's queries: one insert, and keyset pages newest first. */
export function auditRepo(db: Kysely<Database>) {
  return {
    async insert(entry: AuditEntryValues): Promise<void> {
      await db
        .insertInto('audit_entry')
        .values({
          at: entry.at,
          staff_id: entry.staffId,
          staff_name: entry.staffName,
          staff_email: entry.staffEmail,
          address: entry.address,
          action: entry.action,
          object: entry.object,
          object_id: entry.objectId,
          // jsonb: written as JSON text, read back as the object.
          before: entry.before === null ? null : (JSON.stringify(entry.before) as unknown as TAuditValues),
          after: entry.after === null ? null : (JSON.stringify(entry.after) as unknown as TAuditValues),
          reason: entry.reason,
        })
        .execute();
    },

    /** Up to `limit` entries of the selection, newest first (by id, which follows the time of writing). */
    page(selection: AuditSelection, limit: number): Promise<AuditEntryRow[]> {
      let query = db.selectFrom('audit_entry').selectAll();
      if (selection.staffId !== undefined) query = query.where('staff_id', '=', selection.staffId);
      if (selection.action) query = query.where('action', '=', selection.action);
      if (selection.object) query = query.where('object', '=', selection.object);
      if (selection.objectId) query = query.where('object_id', '=', selection.objectId);
      if (selection.from) query = query.where('at', '>=', selection.from);
      if (selection.to) query = query.where('at', '<', selection.to);
      if (selection.before !== undefined) query = query.where('id', '<', selection.before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
