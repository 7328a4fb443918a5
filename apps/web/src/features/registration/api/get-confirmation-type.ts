import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZConfirmationTypeResponse } from '@city-parking/contract/auth/registration';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export const confirmationTypeKeys = { ofCity: (city: string) => ['confirmation-type', city] as const };

/** GET /api/auth/get-confirmation-type-v2: whether the city confirms a phone by SMS or by a call. */
export const getConfirmationType = async () => (await fetchAnswer('/api/auth/get-confirmation-type-v2', ZConfirmationTypeResponse)).result;

// A city's way of confirming does not change while the page is open.
export const getConfirmationTypeQueryOptions = () =>
  queryOptions({ queryKey: confirmationTypeKeys.ofCity(currentCity.city), queryFn: getConfirmationType, staleTime: Infinity });

export const useConfirmationType = () => useQuery(getConfirmationTypeQueryOptions());
