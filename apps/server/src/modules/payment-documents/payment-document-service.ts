import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { refillAmountRule } from '@city-parking/contract/payments/refill-amount';
import type { TPayee } from '@city-parking/contract/receipts/payee';
import { PAYER_TYPES, type TPayer } from '@city-parking/contract/receipts/payer';
import type { TSettings } from '@city-parking/contract/site/settings';
import { DEFAULT_PLATE_FORMAT, DEFAULT_VEHICLE_CATEGORY } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { SiteService } from '../site/site-service.ts';
import type { SubscriptionService } from '../subscriptions/subscription-service.ts';
import { documentNumber, documentUin } from './document-identity.ts';
import { DOCUMENT_METHOD, documentExpiry } from './document-method.ts';
import type { PaymentDocumentPurpose, PaymentDocumentRow } from './tables.ts';
import { inTransaction } from '../../db/in-transaction.ts';

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  /** The city's bank details (PAYEES_FILE); null: the city issues no documents. */
  payee: TPayee | null;
  site: SiteService;
  payments: PaymentService;
  subscriptions: SubscriptionService;
  /** A company's INN, which its invoice's payer must carry; corporate's, handed in by the composition root. */
  companyInnOf: (companyId: number) => Promise<string>;
}

/** What a document pays for as printed on it; {} for a top-up. */
export interface DocumentSubject {
  code?: string;
  label?: { ru: string; en: string };
  plate?: string;
  zones?: string;
  start?: string;
  end?: string;
}

/** Whose a document is: a driver's, or a company's top-up by invoice; each reads only its own. */
export type DocumentOwner = { driverId: number } | { companyId: number };

interface NewDocument {
  owner: DocumentOwner;
  purpose: PaymentDocumentPurpose;
  amount: number;
  payer: TPayer;
  subject: DocumentSubject;
  details: Record<string, unknown>;
  description: string;
  language: 'ru' | 'en';
  createdAt: Date;
  expiresAt: Date;
}

/** Payment slips and invoices: issued on a driver's request, read back only by that driver. */
export function paymentDocumentService({ db, now, payee, site, payments, subscriptions, companyInnOf }: Deps) {
  async function available(): Promise<{ settings: TSettings; payee: TPayee }> {
    const settings = await site.getSettings();
    if (!settings.useReceipts || !payee) throw new AppError('PaymentDocumentsUnavailable');
    return { settings, payee };
  }

  /**
   * Writes the document and the waiting payment its money will complete, in one transaction: a
   * document never exists without its payment, nor a payment without its document.
   */
  async function issue(document: NewDocument, details: TPayee): Promise<PaymentDocumentRow> {
    return inTransaction(db, async (trx) => {
      const company = 'companyId' in document.owner ? document.owner.companyId : null;
      // A company's money credits its own ledger (the corporate module's companyRefill handler), never a driver's.
      const paymentId = await payments.recordWaiting(trx, {
        driverId: company === null ? driverOf(document.owner) : null,
        purpose: company === null ? document.purpose : 'companyRefill',
        amount: document.amount,
        method: DOCUMENT_METHOD,
        phone: null,
        details: company === null ? document.details : { companyId: company },
        description: document.description,
        language: document.language,
      });
      const id = await nextId(trx);
      return trx
        .insertInto('payment_document')
        .values({
          id,
          number: documentNumber(id),
          driver_id: company === null ? driverOf(document.owner) : null,
          company_id: company,
          kind: document.payer.type === PAYER_TYPES.legal ? 'invoice' : 'slip',
          purpose: document.purpose,
          amount: document.amount,
          uin: documentUin(details.uinPrefix, id),
          payer: JSON.stringify(document.payer),
          payee: JSON.stringify(details),
          subject: JSON.stringify(document.subject),
          payment_id: paymentId,
          created_at: document.createdAt,
          expires_at: document.expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  return {
    /** POST /api/creatrefill: a top-up of `sum` roubles, checked by the top-up form's own rule. */
    async createRefill(driverId: number, input: { sum: string; payer: TPayer }, language: 'ru' | 'en'): Promise<PaymentDocumentRow> {
      const { settings, payee: details } = await available();
      if (settings.dontUseBalance) throw new AppError('AccountNotFound');
      return issue(refillDocument({ driverId }, input.sum, input.payer, 'Пополнение баланса', language, now()), details);
    },

    /**
     * POST /api/creatrefill with a coop token: the company's invoice for a top-up of its own
     * balance. The payer is the company itself, a legal entity with its INN; paying the invoice
     * credits the company's ledger through the same completion a card top-up uses.
     */
    async createCompanyRefill(companyId: number, input: { sum: string; payer: TPayer }, language: 'ru' | 'en'): Promise<PaymentDocumentRow> {
      const { payee: details } = await available();
      const inn = await companyInnOf(companyId);
      if (input.payer.type !== PAYER_TYPES.legal) throw new AppError('ValidationError', { 'payer.type': 'InvalidFormat' });
      if (input.payer.inn !== inn) throw new AppError('ValidationError', { 'payer.inn': 'InvalidFormat' });
      return issue(refillDocument({ companyId }, input.sum, input.payer, 'Пополнение баланса организации', language, now()), details);
    },

    /**
     * POST /api/creatsubscription: the subscription checked and its period fixed as a purchase
     * fixes it; paying the document writes it through the purchase's own completion.
     */
    async createSubscription(
      driverId: number,
      input: { codeSubscription: string; grz: string; timestart?: string | null | undefined; payer: TPayer },
      language: 'ru' | 'en',
    ): Promise<PaymentDocumentRow> {
      const { settings, payee: details } = await available();
      const vehicle = { Number: input.grz, Category: DEFAULT_VEHICLE_CATEGORY, NumberFormat: DEFAULT_PLATE_FORMAT };
      let quote;
      try {
        quote = await subscriptions.quote(driverId, { vehicle, codeSubscription: input.codeSubscription, timestart: input.timestart }, settings);
      } catch (error) {
        // The purchase names the plate `vehicle`; this call names it `grz`.
        if (error instanceof AppError && error.fields?.vehicle) throw new AppError(error.errorName, { grz: error.fields.vehicle });
        throw error;
      }
      return issue(
        {
          owner: { driverId },
          purpose: 'subscription',
          amount: quote.price,
          payer: input.payer,
          subject: {
            code: quote.code,
            label: quote.label,
            plate: quote.plate,
            zones: quote.zones,
            start: quote.start.toISOString(),
            end: quote.end.toISOString(),
          },
          details: quote.details,
          description: `Абонемент «${quote.label.ru}», ${quote.plate}`,
          language,
          createdAt: now(),
          expiresAt: documentExpiry(now(), quote.start),
        },
        details,
      );
    },

    /** Where the city issues no documents (useReceipts off) none is read either: the receipts are off, not hidden. */
    async ensureOffered(): Promise<void> {
      if (!(await site.getSettings()).useReceipts) throw new AppError('PaymentDocumentsUnavailable');
    },

    /** The owner's documents, newest first (at most 200). */
    async documentsOf(owner: DocumentOwner): Promise<PaymentDocumentRow[]> {
      return db
        .selectFrom('payment_document')
        .selectAll()
        .where(...ownerIs(owner))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },

    /** The owner's own document by its number; another's (a driver's or a company's) answers as an unknown one. */
    async documentOf(owner: DocumentOwner, number: string): Promise<PaymentDocumentRow> {
      const row = await db
        .selectFrom('payment_document')
        .selectAll()
        .where('number', '=', number)
        .where(...ownerIs(owner))
        .executeTakeFirst();
      if (!row) throw new AppError('PaymentDocumentNotFound');
      return row;
    },
  };
}
export type PaymentDocumentService = ReturnType<typeof paymentDocumentService>;

function driverOf(owner: DocumentOwner): number {
  if (!('driverId' in owner)) throw new Error('a company document has no driver');
  return owner.driverId;
}

/** The filter of an owner's documents: a driver's id never matches a company's document, nor the reverse. */
function ownerIs(owner: DocumentOwner): ['driver_id' | 'company_id', '=', number] {
  return 'companyId' in owner ? ['company_id', '=', owner.companyId] : ['driver_id', '=', owner.driverId];
}

/** A top-up document of `sum` roubles, checked by the top-up form's own rule. */
function refillDocument(owner: DocumentOwner, sum: string, payer: TPayer, description: string, language: 'ru' | 'en', createdAt: Date): NewDocument {
  const { kopecks, issue: problem } = refillAmountRule(sum);
  if (problem === 'RefillAmountCanNotBeMaxAllowable') throw new AppError(problem);
  if (problem) throw new AppError('ValidationError', { sum: problem });
  return { owner, purpose: 'refill', amount: kopecks, payer, subject: {}, details: {}, description, language, createdAt, expiresAt: documentExpiry(createdAt) };
}

async function nextId(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ id: number | string }>`select nextval(pg_get_serial_sequence('payment_document', 'id')) as id`.execute(trx);
  return Number(rows[0]!.id);
}
