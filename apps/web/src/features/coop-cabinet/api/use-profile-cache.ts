import { useQueryClient } from '@tanstack/react-query';
import type { TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { coopKeys } from './get-corp-profile.ts';

/** The company's cached profile: changed in place after an ok answer, or asked for again. */
export function useProfileCache() {
  const queryClient = useQueryClient();
  const key = coopKeys.profile(currentCity.city, useToken('coop'));
  return {
    update: (change: (profile: TCorpProfile | undefined) => TCorpProfile | undefined) => queryClient.setQueryData<TCorpProfile>(key, change),
    reload: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
