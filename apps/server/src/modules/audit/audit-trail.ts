import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type TAuditEntry, type TAuditFilter, type TAuditQuery } from '@city-parking/contract/operator/audit-trail';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { addDays, instantOf, utcOffsetMinutes } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { historyExportSlots, type ExportSlots } from '../operations/export/export-slots.ts';
import { auditRepo, type AuditEntryValues, type AuditSelection } from './audit-repo.ts';
import { writeAuditXlsx } from './write-audit-xlsx.ts';
import type { AuditEntryRow } from './tables.ts';

/** Who acted, as the entry names them: the staff member's id, name and e-mail then, and the request's address. */
export interface AuditActor {
  staffId: number | null;
  name: string;
  email: string;
  address: string;
}

/** What one staff action writes down. */
export type AuditRecord = Omit<AuditEntryValues, 'at' | 'staffId' | 'staffName' | 'staffEmail' | 'address' | 'before' | 'after' | 'reason'> &
  Partial<Pick<AuditEntryValues, 'before' | 'after' | 'reason'>> & { actor: AuditActor };

/** Entries read per query of an export: each page is a statement of its own, none holding the database long. */
const EXPORT_PAGE_SIZE = 500;

interface Deps {
  db: Kysely<Database>;
  timeZone: string;
  now: () => Date;
  slots?: ExportSlots;
}

const toEntry = (row: AuditEntryRow): TAuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  staffId: row.staff_id === null ? null : Number(row.staff_id),
  staffName: row.staff_name,
  staffEmail: row.staff_email,
  address: row.address,
  action: row.action,
  object: row.object,
  objectId: row.object_id,
  before: row.before,
  after: row.after,
  reason: row.reason,
});

/**
 * The city's audit trail: every staff action that changes data, written in that action's own
 * transaction (`record` takes the transaction's handle), so an action is never made without its
 * row nor its row kept without the action. Rows are never changed: the database refuses it.
 */
export function auditTrail({ db, timeZone, now, slots = historyExportSlots }: Deps) {
  /** The filter's days on the city's clock as instants; a period that ends before it starts is refused. */
  function selectionOf(filter: TAuditFilter): AuditSelection {
    if (filter.from && filter.to && filter.from > filter.to) throw new AppError('ValidationError', { to: 'InvalidFormat' });
    return {
      ...(filter.staffId !== undefined ? { staffId: filter.staffId } : {}),
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.object ? { object: filter.object } : {}),
      ...(filter.objectId ? { objectId: filter.objectId } : {}),
      ...(filter.from ? { from: instantOf(filter.from, 0, timeZone) } : {}),
      ...(filter.to ? { to: instantOf(addDays(filter.to, 1), 0, timeZone) } : {}),
    };
  }

  const cityDay = (at: Date) => new Date(at.getTime() + utcOffsetMinutes(at, timeZone) * 60_000).toISOString().slice(0, 10);

  return {
    /** Writes the entry through `executor`: the transaction of the action it records. */
    async record(executor: Kysely<Database>, { actor, before = null, after = null, reason = null, ...entry }: AuditRecord): Promise<void> {
      await auditRepo(executor).insert({
        ...entry,
        at: now(),
        staffId: actor.staffId,
        staffName: actor.name,
        staffEmail: actor.email,
        address: actor.address,
        before,
        after,
        reason,
      });
    },

    async page(query: TAuditQuery): Promise<{ items: TAuditEntry[]; next: string | null }> {
      const selection = { ...selectionOf(query), ...(query.before !== undefined ? { before: query.before } : {}) };
      // One more than the page: whether a next page exists, without a count.
      const rows = await auditRepo(db).page(selection, AUDIT_PAGE_SIZE + 1);
      const items = rows.slice(0, AUDIT_PAGE_SIZE).map(toEntry);
      return { items, next: rows.length > AUDIT_PAGE_SIZE ? String(items[items.length - 1]!.id) : null };
    },

    /**
     * The filtered trail as an .xlsx file. It waits for a slot of the process's exports (shared with
     * the drivers' history, so the cap counts both) and reads its rows in pages while it writes.
     */
    async export(staffId: number, filter: TAuditFilter, language: TLanguage) {
      const selection = selectionOf(filter);
      const slot = await slots.take(`audit:${staffId}`);
      async function* pages(): AsyncGenerator<TAuditEntry[]> {
        let before: number | undefined;
        for (;;) {
          const rows = await auditRepo(db).page({ ...selection, ...(before !== undefined ? { before } : {}) }, EXPORT_PAGE_SIZE);
          if (rows.length > 0) yield rows.map(toEntry);
          if (rows.length < EXPORT_PAGE_SIZE) return;
          before = Number(rows[rows.length - 1]!.id);
        }
      }
      return {
        // Named for the day on the city's clock, whatever the language, as the history's files are.
        fileName: `audit-${cityDay(now())}.xlsx`,
        write: async (output: Writable) => {
          try {
            await writeAuditXlsx(output, { language, timeZone }, pages());
          } finally {
            slot.release();
          }
        },
      };
    },
  };
}
export type AuditTrail = ReturnType<typeof auditTrail>;
