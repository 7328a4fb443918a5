import type { PaymentProvider } from './payment-provider.ts';

/** The built-in provider: its "payment page" is served by this server at {apiUrl}/sandbox/pay/{id}. */
export function sandboxProvider(apiBase: string): PaymentProvider {
  return {
    async createPayment({ id }) {
      return { redirectUrl: `${apiBase}/sandbox/pay/${encodeURIComponent(id)}` };
    },
  };
}
