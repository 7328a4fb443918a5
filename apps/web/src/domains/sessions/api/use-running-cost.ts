import { useQuery } from '@tanstack/react-query';
import { getCostQueryOptions } from '@/domains/payments/api/get-cost.ts';
import { useToken } from '@/lib/auth/token-store.ts';

/** The cost grows by the minute begun: asking once a minute keeps the figure as fresh as the tariff makes it. */
const REFRESH_MS = 60_000;

/**
 * What a running no-balance session has come to so far, from the server's cost call (ReservationId
 * of the running session; Duration is not read): the tariff, the calendar and any benefit stay the
 * server's, and the figure is the one a stop would ask.
 */
export function useRunningCost(sessionId: number) {
  const token = useToken('standart');
  return useQuery({
    ...getCostQueryOptions({ reservationId: sessionId, duration: 0 }, token),
    enabled: token !== '',
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}
