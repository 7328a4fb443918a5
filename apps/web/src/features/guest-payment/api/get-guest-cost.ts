import { queryOptions, useQuery } from '@tanstack/react-query';
import { costKeys, getCost, type CostInput } from '@/domains/payments/api/get-cost.ts';
import { withGuestToken } from './with-guest-token.ts';

/** POST /api/payment/cost with the guest token: the same call as a driver's, with no balance behind it. */
export const getGuestCostQueryOptions = (input: CostInput) =>
  queryOptions({
    queryKey: costKeys.guest(input),
    queryFn: ({ client }) => withGuestToken(client, (token) => getCost(input, token)),
    // Tariffs change with the time of day: a cost older than a minute may no longer be the price.
    staleTime: 60_000,
  });

/** The guest's cost of `input`; idle while `input` is null (the form is not complete). */
export function useGuestCost(input: CostInput | null) {
  return useQuery({ ...getGuestCostQueryOptions(input ?? { duration: 0 }), enabled: input !== null });
}
