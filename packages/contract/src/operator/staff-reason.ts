import { z } from 'zod/mini';
import { named } from '../corporate/corp-fields.ts';

/** The shortest and longest reason a staff action takes, trimmed: a word or two, at most a paragraph. */
export const STAFF_REASON_MIN_LENGTH = 3;
export const STAFF_REASON_MAX_LENGTH = 500;

/** What a reason's text breaks, as the desk's form and the server name it; null for a good one. */
export function staffReasonError(text: string): 'RequiredField' | 'StaffReasonTooShort' | 'StaffReasonTooLong' | null {
  const reason = text.trim();
  if (reason === '') return 'RequiredField';
  if (reason.length < STAFF_REASON_MIN_LENGTH) return 'StaffReasonTooShort';
  if (reason.length > STAFF_REASON_MAX_LENGTH) return 'StaffReasonTooLong';
  return null;
}

/**
 * Why a staff member takes an action that the audit trail keeps (a driver blocked or unblocked):
 * trimmed, 3 to 500 characters, so the trail's reason always says something and stays readable.
 */
export const ZStaffReason = z.pipe(
  z.pipe(
    // A bound before trimming too, so a huge body is refused without being copied.
    z.string().check(z.maxLength(STAFF_REASON_MAX_LENGTH * 4)),
    z.transform((v) => v.trim()),
  ),
  z.string().check(
    z.refine((v) => v !== '', named('RequiredField')),
    z.refine((v) => v === '' || v.length >= STAFF_REASON_MIN_LENGTH, named('StaffReasonTooShort')),
    z.refine((v) => v.length <= STAFF_REASON_MAX_LENGTH, named('StaffReasonTooLong')),
  ),
);
