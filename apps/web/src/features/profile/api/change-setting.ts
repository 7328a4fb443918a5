import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import type { TAccountSettingName } from '@city-parking/contract/profile/get-profile';
import { getSettingsQueryOptions } from './get-settings.ts';

type TSettingName = TAccountSettingName;

/** PUT /api/profile/change-settings-v1 */
export const changeSetting = (name: TSettingName, value: boolean) =>
  fetchAnswer('/api/profile/change-settings-v1', ZOkAnswer, { method: 'PUT', body: { token: tokenStore.get('standart'), name, value } });

/** Changes one setting; the new value is shown at once and put back if the server refuses. */
export function useChangeSetting(name: TSettingName) {
  const queryClient = useQueryClient();
  const { queryKey } = getSettingsQueryOptions();
  return useMutation({
    mutationFn: (value: boolean) => changeSetting(name, value),
    onMutate: (value) => {
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { ...previous, [name]: value } as typeof previous);
      return { previous };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
