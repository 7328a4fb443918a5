import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The card widget: the web app's own /payment page opens it for the invoice in the query and reports
 * the outcome to `GET /api/payment/payment-from-portal`. The query carries what the widget shows.
 */
export function widgetProvider(): PaymentProvider {
  return {
    async createPayment({ id, amount, purpose, language, email }) {
      const query = new URLSearchParams({
        // Plain roubles with two decimals, without the thousands grouping of formatMoney.
        amount: kopecksToRubles(amount).toFixed(2),
        currency: 'RUB',
        invoiceId: id,
        email: email ?? '',
        type: purpose,
        language,
      });
      return { redirectUrl: `/payment?${query}` };
    },
  };
}
