import { z } from 'zod/mini';
import { named } from '../corporate/corp-fields.ts';
import { ZStaffReason } from './staff-reason.ts';
import { ZDeskRowId } from './desk-row-id.ts';

/** Drivers on one page of the desk's search. */
export const DRIVER_SEARCH_PAGE_SIZE = 50;
/** The shortest query the search takes: fewer characters would match half the city by accident. */
export const DRIVER_QUERY_MIN_LENGTH = 3;
/** Rows in each section of a driver's card, newest first. */
export const DRIVER_CARD_SECTION_ROWS = 20;

/** What a query found a driver by. */
export const DRIVER_MATCHES = ['phone', 'email', 'plate', 'sts', 'operation', 'payment', 'receipt', 'document'] as const;
export const ZDriverMatch = z.enum(DRIVER_MATCHES);
export type TDriverMatch = z.infer<typeof ZDriverMatch>;

/** A driver's id as the desk's calls carry it (text, as every desk id). */
export const ZDriverId = ZDeskRowId;

const ZQueryText = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) => v.trim()),
  ),
  z.string().check(
    z.refine((v) => v !== '', named('RequiredField')),
    z.refine((v) => v === '' || v.length >= DRIVER_QUERY_MIN_LENGTH, named('DriverQueryTooShort')),
    z.maxLength(100),
  ),
);

/**
 * GET /api/operator/drivers/v1 (`support`, `finance`): drivers by a phone, an e-mail, a plate, an
 * STS, or the number of an operation, a payment, a fiscal receipt or a payment document; newest
 * driver first, `before` the last id of the previous page.
 */
export const ZDriverSearchQuery = z.object({ query: ZQueryText, before: z.optional(ZDriverId) });
export type TDriverSearchQuery = z.infer<typeof ZDriverSearchQuery>;

export const ZDriverHit = z.object({
  id: z.number(),
  name: z.string(),
  /** The main phone as formatPhone shows it; null without one. */
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  plates: z.array(z.string()),
  matched: z.array(ZDriverMatch),
});
export type TDriverHit = z.infer<typeof ZDriverHit>;

export const ZDriverSearchResponse = z.object({
  status: z.literal('ok'),
  items: z.array(ZDriverHit),
  /** The `before` of the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type TDriverSearchResponse = z.infer<typeof ZDriverSearchResponse>;

/** GET /api/operator/drivers/card/v1 (`support`, `finance`): one driver's card; each look is audited. */
export const ZDriverCardQuery = z.object({ id: ZDriverId });
export type TDriverCardQuery = z.infer<typeof ZDriverCardQuery>;

const at = z.string();
const maybeAt = z.nullable(z.string());

/** The account's block as the desk shows it: since when and why; null for an account that is not blocked. */
export const ZDriverBlock = z.nullable(z.object({ at, reason: z.string() }));
export type TDriverBlock = z.infer<typeof ZDriverBlock>;

export const ZDriverCard = z.object({
  id: z.number(),
  name: z.string(),
  email: z.nullable(z.string()),
  createdAt: at,
  noticeLanguage: z.string(),
  notifyByEmail: z.boolean(),
  yandexLinked: z.boolean(),
  phones: z.array(z.object({ phone: z.string(), main: z.boolean() })),
  vehicles: z.array(z.object({ plate: z.string(), name: z.string(), format: z.string(), category: z.string(), sts: z.string(), main: z.boolean() })),
  documents: z.array(z.object({ type: z.string(), number: z.string() })),
  sessions: z.array(
    z.object({
      id: z.number(),
      zone: z.string(),
      plate: z.string(),
      kind: z.string(),
      status: z.string(),
      startAt: at,
      endAt: maybeAt,
      /** Kopecks. */
      paid: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      purpose: z.string(),
      amount: z.number(),
      method: z.string(),
      status: z.string(),
      providerPaymentId: z.nullable(z.string()),
      createdAt: at,
      completedAt: maybeAt,
    }),
  ),
  /** Kopecks; null in a city without a balance (no account row). */
  balance: z.nullable(z.number()),
  ledger: z.array(z.object({ id: z.number(), kind: z.string(), amount: z.number(), paymentId: z.nullable(z.string()), at })),
  subscriptions: z.array(z.object({ id: z.number(), type: z.string(), plate: z.string(), status: z.string(), startAt: at, endAt: at, price: z.number() })),
  paymentDocuments: z.array(z.object({ number: z.string(), kind: z.string(), amount: z.number(), status: z.string(), createdAt: at })),
  fines: z.array(z.object({ uin: z.string(), plate: z.string(), status: z.string(), totalSum: z.number(), paidSum: z.number(), offenseAt: at })),
  appeals: z.array(z.object({ id: z.number(), topic: z.string(), status: z.string(), createdAt: at })),
  /** SMS, calls and e-mails sent to the driver's phones and e-mail; every run of 4–6 digits shown as ••••. */
  messages: z.array(z.object({ channel: z.string(), to: z.string(), text: z.string(), at })),
  pushSubscriptions: z.number(),
  /** Sign-in tokens issued to the driver: when and of which kind, never the token. */
  signIns: z.array(z.object({ at, kind: z.string(), lastUsedAt: at, expiresAt: at, revoked: z.boolean() })),
  /** The account's block: since when and why; null when the driver may sign in. */
  blocked: ZDriverBlock,
});
export type TDriverCard = z.infer<typeof ZDriverCard>;

export const ZDriverCardResponse = z.object({ status: z.literal('ok'), driver: ZDriverCard });
export type TDriverCardResponse = z.infer<typeof ZDriverCardResponse>;

/** A message's text as the card shows it: every run of 4 to 6 digits (a code) replaced by ••••. */
export const maskCodes = (text: string): string => text.replace(/(?<!\d)\d{4,6}(?!\d)/g, '••••');

/**
 * POST /api/operator/drivers/block/v1 and /unblock/v1 (`support`): blocks or unblocks the driver's
 * account, with the reason the audit trail keeps. Blocking a blocked account (or unblocking one that
 * is not) changes nothing.
 */
export const ZDriverBlockRequest = z.object({ driverId: ZDriverId, reason: ZStaffReason });
export type TDriverBlockRequest = z.input<typeof ZDriverBlockRequest>;

export const ZDriverBlockResponse = z.object({ status: z.literal('ok'), blocked: ZDriverBlock });
export type TDriverBlockResponse = z.infer<typeof ZDriverBlockResponse>;
