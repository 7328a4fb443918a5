import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostResponse } from '@city-parking/contract/payments/cost';
import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** What a cost is asked for: a new session (zone, vehicle) or the extension of one (reservationId). */
export interface CostInput {
  /** Zone number. */
  zone?: string;
  /** Sent instead of (or with) the zone where the city pays by parking (paymentByParkingId). */
  parkingCode?: string;
  vehicle?: TPaymentVehicle;
  /** Minutes. */
  duration: number;
  /** Extends this session by `duration` from its end. */
  reservationId?: number;
  /** ISO instant: a post-payment from that moment. */
  timestart?: string;
}

const allCosts = ['payment-cost', currentCity.city] as const;

/** Every cost query sits under `costKeys.all`; paying invalidates it because the answer carries the balance. */
export const costKeys = {
  all: allCosts,
  driver: (token: string, input: CostInput) => [...allCosts, token, input] as const,
  guest: (input: CostInput) => [...allCosts, 'guest', input] as const,
};

/** POST /api/payment/cost */
export function getCost(input: CostInput, token: string) {
  return fetchAnswer('/api/payment/cost', ZCostResponse, {
    method: 'POST',
    body: {
      Token: token,
      Vehicle: input.vehicle,
      Zone: input.zone ?? '',
      ParkingCode: input.parkingCode ?? '',
      Duration: input.duration,
      ReservationId: input.reservationId,
      timestart: input.timestart,
    },
  });
}

export const getCostQueryOptions = (input: CostInput, token: string) =>
  queryOptions({
    queryKey: costKeys.driver(token, input),
    queryFn: () => getCost(input, token),
    // Tariffs change with the time of day: a cost older than a minute may no longer be the price.
    staleTime: 60_000,
  });

/** The cost of `input`; idle while `input` is null (the form is not complete) or nobody is signed in. */
export function useCost(input: CostInput | null) {
  const token = useToken('standart');
  return useQuery({
    ...getCostQueryOptions(input ?? { duration: 0 }, token),
    enabled: input !== null && token !== '',
  });
}
