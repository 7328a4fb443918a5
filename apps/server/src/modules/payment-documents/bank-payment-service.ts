import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { PaymentDocumentRow } from './tables.ts';

/**
 * What became of one payment the bank reports: `paid` now; `alreadyPaid` (the document was paid
 * before: this money is a second payment to return); `alreadyImported` (the very same payment was
 * reported before); `unmatched` (no document has the UIN); `sumMismatch` (the sum differs, nothing
 * is paid); `expired` (the document may no longer be paid).
 */
export type BankPaymentOutcome = 'paid' | 'alreadyPaid' | 'alreadyImported' | 'unmatched' | 'sumMismatch' | 'expired';

export interface BankPayment {
  uin: string;
  /** Kopecks. */
  amount: number;
  /** The payment's own identity in the bank's report, so a report read twice moves nothing twice; none for a one-off. */
  key?: string;
}

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  payments: PaymentService;
}

/**
 * Payments the bank reports against documents' UINs. The money moves through the document's waiting
 * payment: `payments.complete` holds that payment's row lock, so of two reports of one document,
 * however simultaneous, only the first credits the top-up or writes the subscription.
 */
export function bankPaymentService({ db, now, payments }: Deps) {
  /**
   * Declines an issued document's payment once it is past its time, then marks the document
   * expired, which the history and the driver's list then show. The payment goes first: its row lock
   * orders this against the bank's money arriving at the same moment, and a payment that completed
   * after all marks its document paid (as `apply` would have), so no document is left issued behind.
   */
  async function expire(document: PaymentDocumentRow): Promise<void> {
    const status = await payments.complete(document.payment_id, 'decline');
    await db
      .updateTable('payment_document')
      .set(status === 'done' ? { status: 'paid', paid_at: now() } : { status: 'expired' })
      .where('id', '=', document.id)
      .where('status', '=', 'issued')
      .execute();
  }

  async function apply(payment: BankPayment): Promise<{ outcome: BankPaymentOutcome; document: PaymentDocumentRow | null }> {
    const document = await db.selectFrom('payment_document').selectAll().where('uin', '=', payment.uin).executeTakeFirst();
    if (!document) return { outcome: 'unmatched', document: null };
    if (document.status === 'paid') return { outcome: 'alreadyPaid', document };
    if (Number(document.amount) !== payment.amount) return { outcome: 'sumMismatch', document };
    if (document.status === 'expired' || document.expires_at <= now()) {
      await expire(document);
      return { outcome: 'expired', document };
    }
    const status = await payments.complete(document.payment_id, 'pay');
    // Declined: the document expired between the check above and the payment's lock.
    if (status === 'declined' || status === 'expired') return { outcome: 'expired', document };
    const paid = await db
      .updateTable('payment_document')
      .set({ status: 'paid', paid_at: now() })
      .where('id', '=', document.id)
      .where('status', '=', 'issued')
      .returningAll()
      .executeTakeFirst();
    return paid ? { outcome: 'paid', document: paid } : { outcome: 'alreadyPaid', document };
  }

  return {
    /**
     * Expires issued documents past their time with their payments, oldest first, a page at a time
     * (the document job), so none waits for a payment forever; answers how many it took.
     */
    async expireDue(limit: number): Promise<number> {
      const due = await db
        .selectFrom('payment_document')
        .selectAll()
        .where('status', '=', 'issued')
        .where('expires_at', '<=', now())
        .orderBy('expires_at')
        .limit(limit)
        .execute();
      for (const document of due) await expire(document);
      return due.length;
    },

    /**
     * Applies one payment of the bank: pays its document when the UIN and the sum match. A payment
     * with a key is recorded with its outcome, and a repeated key answers `alreadyImported` with the
     * outcome recorded first as `earlier`.
     */
    async pay(payment: BankPayment): Promise<{ outcome: BankPaymentOutcome; document: PaymentDocumentRow | null; earlier?: string }> {
      if (payment.key) {
        const seen = await db.selectFrom('bank_payment').select('outcome').where('key', '=', payment.key).executeTakeFirst();
        // What the first report of it did, so a report can tell money applied from money still to return.
        if (seen) return { outcome: 'alreadyImported', document: null, earlier: seen.outcome };
      }
      const result = await apply(payment);
      if (payment.key) {
        const recorded = await db
          .insertInto('bank_payment')
          .values({ key: payment.key, document_id: result.document?.id ?? null, outcome: result.outcome, amount: payment.amount, created_at: now() })
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('key')
          .executeTakeFirst();
        // The same payment reported twice at once: one of the two records it; the document paid once either way.
        if (!recorded && result.outcome !== 'paid') return { outcome: 'alreadyImported', document: result.document, earlier: result.outcome };
      }
      return result;
    },
  };
}
export type BankPaymentService = ReturnType<typeof bankPaymentService>;
