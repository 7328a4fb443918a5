import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { canonicalReceipt } from '@city-parking/contract/fiscal/canonical-receipt';
import type { TFiscalReceipt } from '@city-parking/contract/fiscal/fiscal-receipt';
import { fnsCheckString } from '@city-parking/contract/fiscal/fns-check-string';
import { includedVat, vatRateOf } from '@city-parking/contract/fiscal/vat';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import type { Messenger } from '../outbox/messenger.ts';
import type { ConfirmedRefund, PaymentReceipts } from '../payments/payment-receipts.ts';
import { paymentRepo } from '../payments/payment-repo.ts';
import type { Bought } from '../payments/purchase.ts';
import type { ProviderPayment } from '../payments/tables.ts';
import type { FiscalAdapter, FiscalRequest } from './fiscal-adapter.ts';
import { fiscalReceiptRepo } from './fiscal-receipt-repo.ts';
import type { FiscalSettings } from './fiscal-settings.ts';
import { receiptItemOf, type ReceiptItem } from './receipt-item.ts';
import { receiptMail } from './receipt-mail.ts';
import type { ReceiptSigner } from './receipt-signer.ts';
import type { FiscalReceiptRow } from './tables.ts';

/** How long one call to the register may take before the job is left to try again. */
const REGISTER_TIMEOUT_MS = 10_000;

/** The wait before the next try after `attempts` tries: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;

interface Deps {
  db: Kysely<Database>;
  /** The city's seller and tax system; null where the city issues no receipts. */
  settings: FiscalSettings | null;
  adapter: FiscalAdapter | null;
  /** The city's key; receipts are issued only where one signs them. */
  signer: ReceiptSigner | null;
  messenger: Messenger;
  /** The city's clock, on which receipts write their time. */
  timeZone: string;
  /** The receipt page's address for a receipt id, in a language (`/receipt/<id>?city=…`). */
  receiptLink: (id: string, language: TLanguage) => string;
  /**
   * The e-mail a driver's receipts go to, null for none; read in the money's transaction (PGlite's
   * one connection is held by it). The composition root reads it from the accounts.
   */
  buyerEmailOf: (trx: Transaction<Database>, driverId: number) => Promise<string | null>;
  now: () => Date;
  log: FastifyBaseLogger;
}

const newId = () => randomBytes(16).toString('base64url');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Fiscal receipts (54-FZ) of money that moves through a provider: one per event, unique by its
 * source (`payment:<id>` for the income, `refund:<key>` for each return). A receipt is recorded
 * `pending` in the transaction that moves the money and issued by the cash register after that
 * commits; a register that fails or is slow leaves it pending for the fiscal job, and the payment
 * stands whatever happens here. Once issued, the receipt is kept as issued and signed by the city.
 */
export function fiscalReceiptService({ db, settings, adapter, signer, messenger, timeZone, receiptLink, buyerEmailOf, now, log }: Deps) {
  const enabled = settings !== null && adapter !== null && signer !== null;
  const repo = fiscalReceiptRepo(db);

  async function record(
    trx: Transaction<Database>,
    values: {
      source: string;
      paymentId: string;
      sign: FiscalReceiptRow['sign'];
      item: ReceiptItem;
      amount: number;
      driverId: number | null;
      phone: string | null;
      language: TLanguage;
    },
  ): Promise<void> {
    if (!enabled || values.amount <= 0) return;
    const buyerEmail = values.driverId === null ? null : await buyerEmailOf(trx, values.driverId);
    const at = now();
    await fiscalReceiptRepo(trx).insertPending({
      id: newId(),
      source: values.source,
      payment_id: values.paymentId,
      sign: values.sign,
      item: JSON.stringify(values.item),
      amount: values.amount,
      buyer_email: buyerEmail || null,
      buyer_phone: values.phone,
      language: values.language,
      status: 'pending',
      next_attempt_at: at,
      created_at: at,
    });
  }

  const payerPhone = (payment: ProviderPayment) =>
    payment.phone ?? (typeof payment.details.payerPhone === 'string' && payment.details.payerPhone !== '' ? payment.details.payerPhone : null);

  /** The receipt as the register is asked to issue it. */
  function requestOf(row: FiscalReceiptRow): FiscalRequest {
    if (!settings) throw new Error('receipts are off in this city');
    const amount = Number(row.amount);
    const vatRate = vatRateOf(settings.chargesVat, row.item.settlementMethod);
    return {
      id: row.id,
      sign: row.sign,
      seller: settings.seller,
      taxSystem: settings.taxSystem,
      place: settings.place,
      items: [{ ...row.item, quantity: 1, price: amount, sum: amount, vatRate, vat: includedVat(amount, vatRate) }],
      total: amount,
      buyer: { email: row.buyer_email, phone: row.buyer_phone },
    };
  }

  /**
   * Takes a due receipt for one try: moves its next try later, and only the caller that moved it
   * goes on, so the after-commit issue and the job never ask the register twice at once.
   */
  async function claim(id: string): Promise<FiscalReceiptRow | undefined> {
    const at = now();
    return repo.claim(id, at, new Date(at.getTime() + retryDelayMs(1)));
  }

  async function fiscalise(row: FiscalReceiptRow): Promise<FiscalReceiptRow> {
    if (!adapter || !signer) throw new Error('no cash register or key in this city');
    const request = requestOf(row);
    const data = await withTimeout(adapter.register(request), REGISTER_TIMEOUT_MS);
    const document: TFiscalReceipt = {
      id: row.id,
      sign: request.sign,
      seller: request.seller,
      taxSystem: request.taxSystem,
      place: request.place,
      items: request.items,
      total: request.total,
      electronic: request.total,
      registerNumber: data.registerNumber,
      fn: data.fn,
      fd: data.fd,
      fp: data.fp,
      issuedAt: data.issuedAt.toISOString(),
      timeZone,
    };
    const signature = await signer.sign(canonicalReceipt(document));
    const issued = await repo.markIssued(row.id, { issuedAt: data.issuedAt, document: JSON.stringify(document), signature });
    return issued ?? row;
  }

  /** One try at what a receipt still lacks: its issue, then its e-mail. Failures are logged and left to the job. */
  async function attempt(id: string): Promise<void> {
    let row = await claim(id);
    if (!row) return;
    try {
      if (row.status === 'pending') row = await fiscalise(row);
    } catch (error) {
      log.warn(
        { receiptId: id, paymentId: row.payment_id, attempts: row.attempts, reason: (error as Error).message },
        'fiscal receipt not issued yet; retried by the fiscal job',
      );
      await repo.postpone(id, new Date(now().getTime() + retryDelayMs(row.attempts)));
      return;
    }
    if (row.status !== 'issued' || !row.document || !row.buyer_email || row.emailed_at) return;
    const document = row.document;
    try {
      await messenger.send(receiptMail(row.buyer_email, document, checkStringOf(document), receiptLink(row.id, row.language), row.language));
      await repo.markEmailed(id, now());
    } catch (error) {
      log.warn({ receiptId: id, reason: (error as Error).message }, 'fiscal receipt e-mail not sent; retried by the fiscal job');
      await repo.postpone(id, new Date(now().getTime() + retryDelayMs(row.attempts)));
    }
  }

  const receipts: PaymentReceipts = {
    async taken(trx, payment: ProviderPayment, bought: Bought | 'refund') {
      await record(trx, {
        source: `payment:${payment.id}`,
        paymentId: payment.id,
        sign: 'income',
        item: receiptItemOf(payment, bought),
        amount: Number(payment.amount),
        driverId: payment.driver_id,
        phone: payerPhone(payment),
        language: bought === 'refund' ? 'ru' : (bought.guest?.language ?? 'ru'),
      });
    },

    async returned(trx, refund: ConfirmedRefund) {
      if (!enabled) return;
      const payment = await paymentRepo(trx).get(refund.paymentId);
      // The return repeats the income's item (its name and settlement method), for the sum returned.
      const income = await fiscalReceiptRepo(trx).itemOf(`payment:${refund.paymentId}`);
      await record(trx, {
        source: `refund:${refund.key}`,
        paymentId: refund.paymentId,
        sign: 'incomeReturn',
        item: income?.item ?? receiptItemOf(payment, 'refund'),
        amount: refund.amount,
        driverId: payment.driver_id,
        phone: payerPhone(payment),
        language: income?.language ?? 'ru',
      });
    },

    async issue(paymentId: string) {
      if (!enabled) return;
      try {
        const due = await repo.unsentOfPayment(paymentId);
        for (const { id } of due) await attempt(id);
      } catch (error) {
        log.error({ paymentId, err: error }, 'fiscal receipts not issued; retried by the fiscal job');
      }
    },

    async linkOf(paymentId: string) {
      const row = await repo.issuedBySource(`payment:${paymentId}`);
      return row ? receiptLink(row.id, row.language) : null;
    },
  };

  function checkStringOf(receipt: TFiscalReceipt): string {
    return fnsCheckString({
      at: new Date(receipt.issuedAt),
      timeZone: receipt.timeZone,
      total: receipt.total,
      fn: receipt.fn,
      fd: receipt.fd,
      fp: receipt.fp,
      sign: receipt.sign,
    });
  }

  return {
    /** What the payment service calls: recorded with the money, issued after it. */
    receipts,

    /** The fiscal job: tries receipts whose issue or e-mail is due, oldest first; how many were tried. */
    async retryDue(limit: number): Promise<number> {
      if (!enabled) return 0;
      const due = await repo.due(now(), limit);
      for (const { id } of due) await attempt(id);
      return due.length;
    },

    /** An issued receipt by its id; undefined for an unknown or not yet issued one. */
    async find(id: string): Promise<{ row: FiscalReceiptRow; receipt: TFiscalReceipt; signature: string; fnsCheck: string } | undefined> {
      const row = await repo.findIssued(id);
      if (!row?.document || !row.signature) return undefined;
      return { row, receipt: row.document, signature: row.signature, fnsCheck: checkStringOf(row.document) };
    },

    /**
     * The receipt links of a page of operations, in its order: a payment's income receipt for what
     * the payment bought, and the return's receipt for a refund (a `cancel` whose source is the refund's key).
     */
    async linksOf(operations: readonly { payment_id: string | null; type: string; source_key: string }[]): Promise<(string | null)[]> {
      const sources = operations.map((op) => (op.payment_id === null ? null : op.type === 'cancel' ? `refund:${op.source_key}` : `payment:${op.payment_id}`));
      const wanted = [...new Set(sources.filter((s): s is string => s !== null))];
      if (wanted.length === 0) return sources.map(() => null);
      const rows = await repo.issuedOfSources(wanted);
      const idOf = new Map(rows.map((r) => [r.source, r.id]));
      return sources.map((source) => {
        const id = source === null ? undefined : idOf.get(source);
        return id ? receiptLink(id, 'ru') : null;
      });
    },

    /** The city's public key (base64url); "" where nothing is signed. */
    publicKey: async () => (signer ? signer.publicKey() : ''),
  };
}
export type FiscalReceiptService = ReturnType<typeof fiscalReceiptService>;
