import { useTranslation } from 'react-i18next';
import { NativeCheckbox } from '@/lib/ui/native-checkbox.tsx';
import { useChangeSetting } from '../api/change-setting.ts';
import { useSettings } from '../api/get-settings.ts';
import { profileTexts } from '../texts.ts';

/** The monthly e-mail report of operations (account setting reportHistoryOperation). */
export function ReportSetting() {
  const { t } = useTranslation(profileTexts);
  const settings = useSettings();
  const change = useChangeSetting('reportHistoryOperation');
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
