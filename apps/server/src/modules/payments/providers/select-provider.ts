import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

/** The provider that collects a payment method's payments. */
export function selectProvider(apiBase: string): (method: TPaymentMethod) => PaymentProvider {
  const sandbox = sandboxProvider(apiBase);
  return () => sandbox;
}
