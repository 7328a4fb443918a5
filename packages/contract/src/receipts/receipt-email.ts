import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';
import { EMAIL_PATTERN } from '../profile/contact-rules.ts';

/** Spec 9: the address a payment document is e-mailed to takes at most 50 characters. */
export const RECEIPT_EMAIL_MAX_LENGTH = 50;

/**
 * The receipt e-mail rule (spec 5): required, then at most 50 characters, then the basic address
 * pattern the profile's e-mail uses. The errorName of what is wrong, or null; the value is trimmed first.
 */
export function receiptEmailIssue(value: string | null | undefined): ErrorName | null {
  const email = (value ?? '').trim();
  if (email === '') return 'ReceiptEmailRequired';
  if (email.length > RECEIPT_EMAIL_MAX_LENGTH) return 'ReceiptEmailTooLong';
  return EMAIL_PATTERN.test(email) ? null : 'ReceiptEmailFormat';
}

/** The address field of GET /api/sendreceipt: trimmed, and its issue is the field's errorName. */
export const ZReceiptEmail = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value ?? '').trim()),
  ),
  z.string().check(
    z.superRefine((email, ctx) => {
      const issue = receiptEmailIssue(email);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, input: email, params: { errorName: true } });
    }),
  ),
);
