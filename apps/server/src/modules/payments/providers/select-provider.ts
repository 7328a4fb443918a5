import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { Messenger } from '../../outbox/messenger.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { phoneProvider } from './phone-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { widgetProvider } from './widget-provider.ts';

/** Methods whose payments the card widget collects; their completion arrives at payment-from-portal. */
const WIDGET_METHODS: ReadonlySet<string> = new Set(['sbp']);

/** True for a method the card widget collects (checked again when the widget reports). */
export const isWidgetMethod = (methodName: string): boolean => WIDGET_METHODS.has(methodName);

/**
 * The provider that collects a payment method's payments: a method that charges a phone asks by
 * SMS, the widget methods use the card widget, every other one the sandbox page.
 */
export function selectProvider(apiBase: string, messenger: Messenger): (method: TPaymentMethod) => PaymentProvider {
  const sandbox = sandboxProvider(apiBase);
  const phone = phoneProvider(messenger);
  const widget = widgetProvider();
  return (method) => (method.isPhoneRequired ? phone : isWidgetMethod(method.methodName) ? widget : sandbox);
}
