import { compactUtc, ZPaymentFromPortalResponse, type TWidgetStatus } from '@city-parking/contract/payments/payment-from-portal';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** The invoice the card widget is opened for, as the provider's address to /payment gives it. */
export interface WidgetInvoice {
  invoiceId: string;
  /** Roubles with two decimals, as the address carries them. */
  amount: string;
  currency: string;
  /** Where the receipt goes; empty when the payer's e-mail is unknown. */
  email: string;
}

/** GET /api/payment/payment-from-portal: what the widget did with the invoice; answers the payment's status. */
export async function reportWidgetPayment({ invoiceId, amount }: WidgetInvoice, status: TWidgetStatus): Promise<string> {
  const answer = await fetchAnswer('/api/payment/payment-from-portal', ZPaymentFromPortalResponse, {
    query: { source: 'widget', order: invoiceId, billnumber: invoiceId, amount, paymentDate: compactUtc(new Date()), status },
  });
  return answer.result;
}
