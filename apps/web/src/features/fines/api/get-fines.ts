import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetFinesResponse } from '@city-parking/contract/fines/fines';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** Keys of the driver's fines: per city, token and language (the status labels are the server's). */
export const finesKeys = {
  all: ['fines'] as const,
  list: (city: string, token: string, language: string) => ['fines', city, token, language] as const,
};

/** GET /api/finesstorage/fines/v1: the driver's fines, newest offence first, each with its coverage. */
export const getFinesQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: finesKeys.list(currentCity.city, token, language),
    queryFn: async ({ signal }) => (await fetchAnswer('/api/finesstorage/fines/v1', ZGetFinesResponse, { query: { token }, signal })).result,
    staleTime: 60_000,
  });

/** The signed-in driver's fines; asked for only where the city shows them (`shown`: viewPenalty). */
export function useFines(shown: boolean) {
  const token = useToken('standart');
  const { language } = useLanguage();
  return useQuery({ ...getFinesQueryOptions(token, language), enabled: shown && token !== '' });
}
