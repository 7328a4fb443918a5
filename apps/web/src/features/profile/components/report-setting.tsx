import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { NativeCheckbox } from '@/lib/ui/native-checkbox.tsx';
import { profileCalls } from '../api/profile-calls.ts';

/** The monthly e-mail report of operations (account setting reportHistoryOperation). */
export function ReportSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['profile', currentCity.city, 'settings'];
  const settings = useQuery({ queryKey, queryFn: profileCalls.getSettings });
  const change = useMutation({
    mutationFn: (value: boolean) => profileCalls.changeSetting('reportHistoryOperation', value),
    // Shown at once; put back if the server refuses.
    onMutate: (value) => {
      const previous = queryClient.getQueryData<{ reportHistoryOperation: boolean }>(queryKey);
      queryClient.setQueryData(queryKey, { ...previous, reportHistoryOperation: value });
      return { previous };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => void queryClient.invalidateQueries({ queryKey }),
  });
  const checked = settings.data?.reportHistoryOperation ?? false;
  return (
    <NativeCheckbox
      label={t('profile.reportHistoryOperation')}
      checked={checked}
      disabled={!settings.data || change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
