import { z } from 'zod/mini';
import { ZCalendarDate } from '../operations/operations-query.ts';
import { ZStaffId } from './operator-staff.ts';
import { ZDeskRowId } from './desk-row-id.ts';

/** Entries on one page of the desk's trail. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * What a staff member did, one word per kind of change the desk makes. A look at a driver's card
 * counts too (`driver.view`): who saw whose data is part of the trail.
 */
export const AUDIT_ACTIONS = [
  'staff.invite',
  'staff.setup',
  'staff.roles',
  'staff.disable',
  'staff.enable',
  'staff.resetSecondFactor',
  'appeal.reply',
  'appeal.status',
  'fines.import',
  'bankStatement.import',
  'driver.view',
  'driver.block',
  'driver.unblock',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** The kind of object an action changed. */
export const AUDIT_OBJECTS = ['staff', 'appeal', 'fineImport', 'bankStatement', 'driver'] as const;
export const ZAuditObject = z.enum(AUDIT_OBJECTS);
export type TAuditObject = z.infer<typeof ZAuditObject>;

/** The values an entry keeps of its object before and after the change: flat, by field name. */
export const ZAuditValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]));
export type TAuditValues = z.infer<typeof ZAuditValues>;

/** One row of the trail; `at` an ISO instant, the staff member as they were named when they acted. */
export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** Null for a change nobody signed in made (an invitee setting up their account is named by it). */
  staffId: z.nullable(z.number()),
  staffName: z.string(),
  staffEmail: z.string(),
  address: z.string(),
  action: ZAuditAction,
  object: ZAuditObject,
  objectId: z.string(),
  before: z.nullable(ZAuditValues),
  after: z.nullable(ZAuditValues),
  reason: z.nullable(z.string()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/**
 * The trail's filters, as GET /api/operator/audit/v1 and its export take them: a staff member, an
 * action, an object (with or without its id), and a period of whole days on the city's clock.
 */
export const ZAuditFilter = z.object({
  staffId: z.optional(ZStaffId),
  action: z.optional(ZAuditAction),
  object: z.optional(ZAuditObject),
  objectId: z.optional(z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[0-9A-Za-z_-]+$/))),
  from: z.optional(ZCalendarDate),
  to: z.optional(ZCalendarDate),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

/** GET /api/operator/audit/v1 (`admin`): newest first; `before` the last id of the previous page. */
export const ZAuditQuery = z.extend(ZAuditFilter, { before: z.optional(ZDeskRowId) });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditResponse = z.object({
  status: z.literal('ok'),
  items: z.array(ZAuditEntry),
  /** The `before` of the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type TAuditResponse = z.infer<typeof ZAuditResponse>;

/** GET /api/operator/audit/export/v1 (`admin`): the filtered trail as an .xlsx file. */
export const ZAuditExportQuery = ZAuditFilter;
