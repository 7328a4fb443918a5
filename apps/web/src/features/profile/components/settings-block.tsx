import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAccountSettingName } from '@city-parking/contract/profile/get-profile';
import { useOnline } from '@/lib/network/online-status.ts';
import { NativeCheckbox } from '@/lib/ui/native-checkbox.tsx';
import { useChangeSetting } from '../api/change-setting.ts';
import { useSettings } from '../api/get-settings.ts';
import { profileTexts } from '../texts.ts';
import { BrowserPushControl } from './browser-push-control.tsx';

interface SettingCheckboxProps {
  name: TAccountSettingName;
  label: string;
  /** The id of the reason the settings cannot change now (no network); none while they can. */
  unavailable: string | undefined;
}

/**
 * One account setting as a checkbox: shown at once (disabled until the settings load), saved on
 * change. Without the network it shows the last known value, disabled with the reason.
 */
function SettingCheckbox({ name, label, unavailable }: SettingCheckboxProps) {
  const settings = useSettings();
  const change = useChangeSetting(name);
  return (
    <NativeCheckbox
      label={label}
      checked={settings.data?.[name] ?? false}
      disabled={!settings.data || change.isPending || unavailable !== undefined}
      describedBy={unavailable}
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
  // A change is a call to the server: without the network the boxes wait, saying why.
  const online = useOnline();
  const reasonId = useId();
  const unavailable = online ? undefined : reasonId;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('profile.settings')}>
      <Title order={2} fz="lg" mb="sm">
        {t('profile.settings')}
      </Title>
      <Stack gap="sm">
        {!online && (
          <Text id={reasonId} fz="sm" c="dimmed">
            {t('profile.settingsOffline')}
          </Text>
        )}
        <SettingCheckbox name="checkParkingSessionBefore" label={t('profile.checkParkingSessionBefore')} unavailable={unavailable} />
        <SettingCheckbox name="checkParkingSession" label={t('profile.checkParkingSession')} unavailable={unavailable} />
        <BrowserPushControl />
        <SettingCheckbox name="pushOff" label={t('profile.pushOff')} unavailable={unavailable} />
        <SettingCheckbox name="notifyByEmail" label={t('profile.notifyByEmail')} unavailable={unavailable} />
        <SettingCheckbox name="reportHistoryOperation" label={t('profile.reportHistoryOperation')} unavailable={unavailable} />
      </Stack>
    </Paper>
  );
}
