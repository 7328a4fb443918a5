import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { DRIVER_SETTINGS, lastAnswer } from '@/lib/storage/last-answer.ts';

const ZSettings = z.object({
  status: z.literal('ok'),
  result: z.object({
    reportHistoryOperation: z.boolean(),
    checkParkingSessionBefore: z.boolean(),
    checkParkingSession: z.boolean(),
    pushOff: z.boolean(),
    notifyByEmail: z.boolean(),
  }),
});

/**
 * GET /api/profile/get-settings-v1: the signed-in driver's account settings; without the network,
 * the last ones this browser was given for the same token.
 */
export const getSettings = () => {
  const token = tokenStore.get('standart');
  return lastAnswer.through(DRIVER_SETTINGS, token, async () => (await fetchAnswer('/api/profile/get-settings-v1', ZSettings, { query: { token } })).result);
};

export const getSettingsQueryOptions = () => queryOptions({ queryKey: profileKeys.settings(currentCity.city), queryFn: getSettings });

export const useSettings = () => useQuery(getSettingsQueryOptions());
