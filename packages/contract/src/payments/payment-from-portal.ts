import { z } from 'zod/mini';

/** What the card widget reports: the card was charged, or not (declined, closed, failed). */
export const WIDGET_STATUSES = ['authorized', 'not authorized'] as const;
export type TWidgetStatus = (typeof WIDGET_STATUSES)[number];

/**
 * GET /api/payment/payment-from-portal: the card widget page's report after paying (spec
 * parking-payments §4). `order` and `billnumber` are the invoice id the widget was opened with,
 * `amount` the roubles it charged, `paymentDate` a compact UTC timestamp (YYYYMMDDHHmmss).
 */
export const ZPaymentFromPortalRequest = z.object({
  source: z.string().check(z.minLength(1), z.maxLength(40)),
  order: z.string().check(z.minLength(1), z.maxLength(64)),
  billnumber: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/)),
  paymentDate: z.string().check(z.regex(/^\d{14}$/)),
  status: z.enum(WIDGET_STATUSES),
});
export type TPaymentFromPortalRequest = z.infer<typeof ZPaymentFromPortalRequest>;

/**
 * The payment's status after the report: a replay answers what the first report decided. A payment
 * completed after its expiry, or with nothing left to pay for, is refunded (`refunding` until the
 * provider confirms); one declined after its expiry is `expired`.
 */
export const ZPaymentFromPortalResponse = z.object({
  status: z.literal('ok'),
  result: z.enum(['wait', 'done', 'declined', 'expired', 'refunding', 'refunded']),
});

/** An instant as the widget's paymentDate: UTC, YYYYMMDDHHmmss. */
export function compactUtc(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
