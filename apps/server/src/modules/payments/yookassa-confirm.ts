import type { FastifyBaseLogger } from 'fastify';
import type { PaymentService, ProviderPayment } from './payment-service.ts';
import { kopecksOfValue, type YooKassaClient } from './providers/yookassa-client.ts';
import type { PaymentStatus } from './tables.ts';

/**
 * Completes one of our payments from what YooKassa's API says about it, never from a notification
 * body or a browser: paid only when the fetched payment succeeded with exactly our amount in roubles
 * and names our payment in its metadata; declined only when it was canceled. Anything else (pending,
 * waiting for capture, a mismatch) changes nothing. Throws ProviderUnreachable when the API is down.
 */
export async function confirmYookassaPayment(
  client: YooKassaClient,
  payments: PaymentService,
  payment: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<PaymentStatus> {
  if (!payment.provider_payment_id) return payment.status;
  const remote = await client.getPayment(payment.provider_payment_id);
  const ours = remote.id === payment.provider_payment_id && remote.metadata?.paymentId === payment.id;
  if (ours && remote.status === 'canceled') return payments.complete(payment.id, 'decline');
  if (!ours || remote.status !== 'succeeded') return payment.status;
  if (remote.amount.currency !== 'RUB' || kopecksOfValue(remote.amount.value) !== Number(payment.amount)) {
    // Money of another amount: an operator must look at it; nothing is applied.
    log.error({ paymentId: payment.id, providerPaymentId: remote.id, amount: remote.amount }, 'YooKassa payment amount differs from ours; not applied');
    return payment.status;
  }
  return payments.complete(payment.id, 'pay');
}
