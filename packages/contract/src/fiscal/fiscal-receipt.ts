import { z } from 'zod/mini';
import { ITEM_SUBJECTS, RECEIPT_SIGNS, SETTLEMENT_METHODS, TAX_SYSTEMS, VAT_RATES } from './fiscal-terms.ts';

const digits = (min: number, max: number) => z.string().check(z.regex(new RegExp(`^\\d{${min},${max}}$`)));
const kopecks = z.int().check(z.gte(0));

/** One item of a receipt (tags 1059 and inside): amounts in kopecks. */
export const ZFiscalItem = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Whole units: a parking or a top-up is one. */
  quantity: z.int().check(z.positive()),
  price: kopecks,
  sum: kopecks,
  settlementMethod: z.enum(SETTLEMENT_METHODS),
  subject: z.enum(ITEM_SUBJECTS),
  vatRate: z.enum(VAT_RATES),
  /** The VAT included in `sum`; 0 without VAT. */
  vat: kopecks,
});
export type TFiscalItem = z.infer<typeof ZFiscalItem>;

/**
 * A fiscal receipt (кассовый чек) under law 54-FZ as the cash register issued it: the seller, the
 * tax system, the settlement sign, the items, the total paid electronically, the register and its
 * fiscal storage, the document number and fiscal sign, the instant. These are the fields the city
 * signs (see canonicalReceipt).
 */
export const ZFiscalReceipt = z.object({
  /** Unguessable: whoever has the link may read the receipt, as with a printed one. */
  id: z.string().check(z.regex(/^[\w-]{16,64}$/)),
  sign: z.enum(RECEIPT_SIGNS),
  seller: z.object({
    name: z.string().check(z.minLength(1)),
    inn: z.string().check(z.regex(/^(\d{10}|\d{12})$/)),
    address: z.string(),
  }),
  taxSystem: z.enum(TAX_SYSTEMS),
  /** The place of settlement (tag 1187): the site's address for payments on the internet. */
  place: z.string(),
  items: z.array(ZFiscalItem).check(z.minLength(1)),
  /** Kopecks, the sum of the items' sums. */
  total: kopecks,
  /** Kopecks paid electronically (tag 1081): all of the total, since every payment here is by card, SBP or phone. */
  electronic: kopecks,
  /** The cash register's registration number (РН ККТ), 16 digits. */
  registerNumber: digits(16, 16),
  /** Fiscal storage number (ФН), 16 digits. */
  fn: digits(16, 16),
  /** Fiscal document number (ФД). */
  fd: digits(1, 10),
  /** Fiscal sign (ФП), up to 10 digits. */
  fp: digits(1, 10),
  /** ISO instant of the receipt. */
  issuedAt: z.string(),
  /** The city's time zone, on whose clock the receipt and its check string write the time. */
  timeZone: z.string(),
});
export type TFiscalReceipt = z.infer<typeof ZFiscalReceipt>;

/** GET /api/fiscal-receipt/v1?id=…: a receipt by the id of its link; no token, the id is the key. */
export const ZFiscalReceiptRequest = z.object({ id: z.string().check(z.regex(/^[\w-]{16,64}$/)) });
export type TFiscalReceiptRequest = z.infer<typeof ZFiscalReceiptRequest>;

export const ZFiscalReceiptResponse = z.object({
  status: z.literal('ok'),
  result: z.object({
    receipt: ZFiscalReceipt,
    /** Where the buyer's copy went, masked (`d***@parking.test`, `+7 *** ***-**-01`); "" for none. */
    buyer: z.string(),
    /** The tax service's check string, the content of the QR code. */
    fnsCheck: z.string(),
    /** The QR code of `fnsCheck` as an SVG document, drawn by the server. */
    qrSvg: z.string(),
    /** Ed25519 signature (base64) of canonicalReceipt(receipt) by the city's key, published in the site options. */
    signature: z.string(),
  }),
});
export type TFiscalReceiptResponse = z.infer<typeof ZFiscalReceiptResponse>;
