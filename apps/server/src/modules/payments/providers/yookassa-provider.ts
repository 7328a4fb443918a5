import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import { AppError } from '../../../errors/app-error.ts';
import type { PaymentProvider, Refunder } from './payment-provider.ts';
import { ProviderRefused, ProviderUnreachable, yookassaValue, type YooKassaClient } from './yookassa-client.ts';

/** YooKassa's limit on a payment's description. */
const DESCRIPTION_MAX = 128;

/**
 * How YooKassa collects a method: a phone method charges the payer's mobile account, `sbp` opens the
 * fast payment system; any other method lets the driver choose on YooKassa's own page.
 */
function paymentMethodData(method: TPaymentMethod, phone: string | null): Record<string, unknown> | undefined {
  if (method.isPhoneRequired) return { type: 'mobile_balance', phone };
  if (method.methodName === 'sbp') return { type: 'sbp' };
  return undefined;
}

/**
 * The YooKassa adapter: a payment is created through the API with our payment id as its idempotence
 * key and in its metadata, and the browser goes to YooKassa's confirmation page, which returns it to
 * the web app's /payment page. Completion comes only from what the API says (yookassa-confirm.ts).
 */
export function yookassaProvider(client: YooKassaClient, publicUrl: string | undefined) {
  const site = (publicUrl ?? '').replace(/\/+$/, '');

  const forMethod = (method: TPaymentMethod): PaymentProvider => ({
    async createPayment({ id, amount, description, phone }) {
      const data = paymentMethodData(method, phone);
      const body = {
        amount: { value: yookassaValue(amount), currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: `${site}/payment?${new URLSearchParams({ order: id })}` },
        description: description.slice(0, DESCRIPTION_MAX),
        metadata: { paymentId: id },
        ...(data ? { payment_method_data: data } : {}),
      };
      try {
        const created = await client.createPayment(body, id);
        const url = created.confirmation?.confirmation_url;
        if (!url) throw new ProviderRefused('YooKassa answered a payment without a confirmation address');
        return { redirectUrl: url, providerPaymentId: created.id };
      } catch (error) {
        if (error instanceof ProviderUnreachable || error instanceof ProviderRefused) throw new AppError('PaymentServiceError');
        throw error;
      }
    },
  });

  /** A refund of the whole payment or of a part (YooKassa allows several, up to the payment); only `succeeded` counts as done. */
  const refund: Refunder = async ({ id, amount, providerPaymentId, key }) => {
    if (!providerPaymentId) throw new ProviderRefused(`payment ${id} has no YooKassa payment to refund`);
    const status = await client.createRefund(
      { payment_id: providerPaymentId, amount: { value: yookassaValue(amount), currency: 'RUB' } },
      key ?? `refund:${id}`,
    );
    if (status !== 'succeeded') throw new ProviderUnreachable(`YooKassa refund of ${id} is ${status}`);
  };

  return { forMethod, refund };
}
