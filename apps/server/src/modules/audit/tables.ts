import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TAuditAction, TAuditObject, TAuditValues } from '@city-parking/contract/operator/audit-trail';

/** Written once, never updated: the database refuses it (migration 0053). */
type Written<T> = ColumnType<T, T, never>;

export interface AuditTables {
  audit_entry: {
    id: Generated<number>;
    at: Written<Date>;
    staff_id: Written<number | null>;
    staff_name: Written<string>;
    staff_email: Written<string>;
    address: Written<string>;
    action: Written<TAuditAction>;
    object: Written<TAuditObject>;
    object_id: Written<string>;
    before: Written<TAuditValues | null>;
    after: Written<TAuditValues | null>;
    reason: Written<string | null>;
  };
}

export type AuditEntryRow = Selectable<AuditTables['audit_entry']>;
