import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentStatusResponse, type TPaymentStatusResult } from '@city-parking/contract/payments/payment-status';
import { currentCity } from '@/lib/city/current-city.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { paths } from '@/lib/routing/paths.ts';
import { returnPage } from '../return-page.ts';

/** How often a payment the provider has not decided yet is asked about again. */
const PROCESSING_POLL_MS = 2000;

export const paymentStatusKeys = {
  all: ['payment-status'] as const,
  payment: (city: string, order: string, token: string) => ['payment-status', city, order, token] as const,
};

export const getPaymentStatusQueryOptions = (order: string, token: string) =>
  queryOptions({
    queryKey: paymentStatusKeys.payment(currentCity.city, order, token),
    queryFn: async (): Promise<TPaymentStatusResult> => (await fetchAnswer('/api/payment/status', ZPaymentStatusResponse, { query: { token, order } })).result,
    // A notification may follow the browser's return: ask again until the provider has decided.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
    retry: false,
  });

/**
 * GET /api/payment/status: what the server knows of payment `order` (and, once done, what it
 * bought), asked with the payer's token (the driver's, or else the guest's; the company's when the
 * payment was started from the corporate cabinet); idle without an order or a token.
 */
export function usePaymentStatus(order: string | null) {
  const driverToken = useToken('standart');
  const guestToken = useToken('guest');
  const coopToken = useToken('coop');
  const token = startedInCabinet() && coopToken ? coopToken : driverToken || guestToken;
  return { ...useQuery({ ...getPaymentStatusQueryOptions(order ?? '', token), enabled: Boolean(order) && token !== '' }), hasToken: token !== '' };
}

/** Whether the page to return to is the corporate cabinet (in either language): the payment is the company's. */
function startedInCabinet(): boolean {
  const path = returnPage.peek()?.split('?')[0];
  return path !== undefined && path.replace(/^\/en(?=\/)/, '') === paths.coopProfile.getHref();
}
