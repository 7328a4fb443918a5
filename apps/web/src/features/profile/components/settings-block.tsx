import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAccountSettingName } from '@city-parking/contract/profile/get-profile';
import { NativeCheckbox } from '@/lib/ui/native-checkbox.tsx';
import { useChangeSetting } from '../api/change-setting.ts';
import { useSettings } from '../api/get-settings.ts';
import { profileTexts } from '../texts.ts';
import { BrowserPushControl } from './browser-push-control.tsx';

/** One account setting as a checkbox: shown at once (disabled until the settings load), saved on change. */
function SettingCheckbox({ name, label }: { name: TAccountSettingName; label: string }) {
  const settings = useSettings();
  const change = useChangeSetting(name);
  return (
    <NativeCheckbox
      label={label}
      checked={settings.data?.[name] ?? false}
      disabled={!settings.data || change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}

/**
 * The account settings (spec: accounts-and-profile section 3): parking reminders and notices, where
 * they go, and the monthly report; with this browser's permission for notifications.
 */
export function SettingsBlock() {
  const { t } = useTranslation(profileTexts);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('profile.settings')}>
      <Title order={2} fz="lg" mb="sm">
        {t('profile.settings')}
      </Title>
      <Stack gap="sm">
        <SettingCheckbox name="checkParkingSessionBefore" label={t('profile.checkParkingSessionBefore')} />
        <SettingCheckbox name="checkParkingSession" label={t('profile.checkParkingSession')} />
        <BrowserPushControl />
        <SettingCheckbox name="pushOff" label={t('profile.pushOff')} />
        <SettingCheckbox name="notifyByEmail" label={t('profile.notifyByEmail')} />
        <SettingCheckbox name="reportHistoryOperation" label={t('profile.reportHistoryOperation')} />
      </Stack>
    </Paper>
  );
}
