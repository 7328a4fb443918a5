import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { Config } from '../../../config.ts';
import type { Messenger } from '../../outbox/messenger.ts';
import type { PaymentProvider, Refunder } from './payment-provider.ts';
import { phoneProvider } from './phone-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { widgetProvider } from './widget-provider.ts';
import { yookassaClient, type YooKassaClient } from './yookassa-client.ts';
import { yookassaProvider } from './yookassa-provider.ts';

/** Methods whose payments the card widget collects; their completion arrives at payment-from-portal. */
const WIDGET_METHODS: ReadonlySet<string> = new Set(['sbp']);

/** True for a method the card widget collects (checked again when the widget reports). */
export const isWidgetMethod = (methodName: string): boolean => WIDGET_METHODS.has(methodName);

/**
 * The demo providers: a method that charges a phone asks by SMS, the widget methods use the card
 * widget, every other one the sandbox page.
 */
export function selectProvider(apiBase: string, messenger: Messenger, now: () => Date): (method: TPaymentMethod) => PaymentProvider {
  const sandbox = sandboxProvider(apiBase);
  const phone = phoneProvider(messenger, now);
  const widget = widgetProvider();
  return (method) => (method.isPhoneRequired ? phone : isWidgetMethod(method.methodName) ? widget : sandbox);
}

/** The city's payment adapters as PAYMENT_PROVIDER chooses them. */
export interface PaymentProviders {
  providerFor: (method: TPaymentMethod) => PaymentProvider;
  refund: Refunder;
  /** YooKassa's API, by which its payments are confirmed; null for the demo providers. */
  yookassa: YooKassaClient | null;
}

/** The demo providers took no real money: their refunds, whole or partial, are written, with no API to call. */
const writtenRefund: Refunder = async () => {};

export function paymentProviders(config: Config, apiBase: string, messenger: Messenger, now: () => Date): PaymentProviders {
  if (config.PAYMENT_PROVIDER === 'yookassa') {
    // readConfig refuses yookassa without its shop id and key.
    const client = yookassaClient({ apiUrl: config.YOOKASSA_API_URL, shopId: config.YOOKASSA_SHOP_ID ?? '', secretKey: config.YOOKASSA_SECRET_KEY ?? '' });
    const adapter = yookassaProvider(client, config.PUBLIC_URL);
    return { providerFor: adapter.forMethod, refund: adapter.refund, yookassa: client };
  }
  return { providerFor: selectProvider(apiBase, messenger, now), refund: writtenRefund, yookassa: null };
}
