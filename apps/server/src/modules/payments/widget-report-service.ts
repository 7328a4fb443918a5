import { parseTypedRubles } from '@city-parking/contract/format/format-money';
import type { TPaymentFromPortalRequest } from '@city-parking/contract/payments/payment-from-portal';
import { AppError } from '../../errors/app-error.ts';
import type { PaymentService } from './payment-service.ts';
import type { PaymentStatus } from './tables.ts';
import { isWidgetMethod } from './providers/select-provider.ts';

/**
 * The card widget's report (spec parking-payments §4). The sandbox widget has no provider behind it
 * to ask, so its report is the outcome, as the sandbox page's buttons are; an adapter for a real
 * widget must confirm the charge with its provider before completing. A report for another
 * method's payment or with another amount changes nothing; a replay answers the first outcome.
 */
export function widgetReportService(payments: PaymentService) {
  return {
    async report(input: TPaymentFromPortalRequest): Promise<PaymentStatus> {
      const payment = await payments.find(input.order);
      if (!payment) throw new AppError('NotFound');
      if (!isWidgetMethod(payment.method)) throw new AppError('PaymentServiceNotFound');
      if (parseTypedRubles(input.amount) !== Number(payment.amount)) throw new AppError('ValidationError', { amount: 'InvalidFormat' });
      return payments.complete(payment.id, input.status === 'authorized' ? 'pay' : 'decline');
    },
  };
}
export type WidgetReportService = ReturnType<typeof widgetReportService>;
