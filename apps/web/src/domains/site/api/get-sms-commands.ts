import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmsCommandsResponse } from '@city-parking/contract/site/sms-commands';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { lastAnswer } from '@/lib/storage/last-answer.ts';

export const smsCommandKeys = {
  byLanguage: (city: string, language: TLanguage) => ['sms-commands', city, language] as const,
};

export const getSmsCommandsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: smsCommandKeys.byLanguage(currentCity.city, language),
    // Kept for the offline payment card, which composes the payment command from this list.
    queryFn: () => lastAnswer.through(`sms-commands-${language}`, '', async () => (await fetchAnswer('/api/sms-commands', ZSmsCommandsResponse)).result),
    staleTime: 5 * 60_000,
  });

export const useSmsCommands = (language: TLanguage) => useQuery(getSmsCommandsQueryOptions(language));
