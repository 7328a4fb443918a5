import { z } from 'zod/mini';

/**
 * What a money event of a driver was: a session paid (from the balance or through a provider, or a
 * no-balance session's deferred payment), its extension, the refund of a cancel, a top-up, a
 * subscription, a barrier-lot ticket, or the 20 % bonus of a card scheme.
 */
export const OPERATION_TYPES = ['payment', 'renew', 'cancel', 'refill', 'paymentSubscription', 'paymentGate', 'bonus20'] as const;
export type TOperationType = (typeof OPERATION_TYPES)[number];

/** Types that take money from the driver; the others bring it (a refund, a top-up, a bonus). */
export const DEBIT_OPERATION_TYPES: readonly TOperationType[] = ['payment', 'renew', 'paymentSubscription', 'paymentGate'];

/**
 * An order's status (done, cancel, error, waiting: a deferred session still to be paid) or a
 * provider payment's while it is decided (wait: the driver has not paid yet, processing: the
 * provider has the money but its refund or completion is not confirmed).
 */
export const OPERATION_STATUSES = ['done', 'cancel', 'error', 'waiting', 'wait', 'processing'] as const;
export type TOperationStatus = (typeof OPERATION_STATUSES)[number];

/** The zone an operation names when it holds in every zone: a pass of the whole city, and its refund (services §3). */
export const ANY_ZONE = '#';

/** Whether an operation's zone is every zone rather than one. */
export const isAnyZone = (zone: string | null): boolean => zone === ANY_ZONE;

/** How many operations one page of the history holds. */
export const OPERATIONS_PAGE_SIZE = 50;

/**
 * One operation of the history as the calls answer it. Instants are ISO strings (the screen shows
 * them on the city's clock); sums are roubles with at most two decimals, never negative: the type
 * says which way the money went.
 */
export const ZOperation = z.object({
  /** The paging key of this operation (see ZOperationsFilterQuery's OrderNumber); also its number for support. */
  orderNumber: z.string(),
  type: z.enum(OPERATION_TYPES),
  status: z.enum(OPERATION_STATUSES),
  dateOperation: z.string(),
  /** The period paid for (a session, its extension, the stay of a ticket); null when none. */
  startsOf: z.nullable(z.string()),
  endOf: z.nullable(z.string()),
  /** Minutes of that period; null without one. */
  duration: z.nullable(z.number()),
  /** The zone's number (a barrier lot's number for paymentGate). */
  zone: z.nullable(z.string()),
  /** The parking code of the zone. */
  parking: z.nullable(z.string()),
  /** Roubles per hour the period cost on average; null without a period. */
  tariff: z.nullable(z.number()),
  /** The plate. */
  transport: z.nullable(z.string()),
  /** How it was settled: `balance`, or the provider's method name (`card`, `mobile`, `sbp`…). */
  resolution: z.string(),
  sum: z.number(),
  /** Roubles of discount given on the operation. */
  sumSale: z.number(),
  /** The phone that paid through a provider (11 digits); null for the balance. */
  driverPhone: z.nullable(z.string()),
  /** Address of the fiscal receipt; null while there is none. */
  checkFiscal: z.nullable(z.string()),
  /**
   * Our addition: a paid session's /check page, its fields signed by the city (`sig`), which the
   * driver can hand on and anyone can verify; absent for other operations and from back ends without it.
   */
  checkUrl: z.optional(z.string()),
  /** Our addition: the company whose balance paid (then also the `resolution`); absent for the driver's own money. */
  company: z.optional(z.string()),
});
export type TOperation = z.infer<typeof ZOperation>;

/** Both calls answer at most OPERATIONS_PAGE_SIZE operations, newest first. */
export const ZOperationsResponse = z.object({ status: z.literal('ok'), result: z.array(ZOperation) });
export type TOperationsResponse = z.infer<typeof ZOperationsResponse>;
