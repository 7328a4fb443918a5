import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrowserPush, type BrowserPushState } from '../hooks/use-browser-push.ts';
import { profileTexts } from '../texts.ts';

/** The line under the button: what this browser does, or why it cannot. */
const STATUS_KEYS: Record<BrowserPushState, string> = {
  checking: 'profile.pushChecking',
  unsupported: 'profile.pushUnsupported',
  unavailable: 'profile.pushUnavailable',
  denied: 'profile.pushDenied',
  off: 'profile.pushOffHere',
  on: 'profile.pushOnHere',
};

/** "Allow notifications in this browser": asks permission, subscribes and tells the server; or turns them off here. */
export function BrowserPushControl() {
  const { t } = useTranslation(profileTexts);
  const push = useBrowserPush();
  const on = push.state === 'on';
  const canAct = push.state === 'on' || push.state === 'off';
  const statusKey = push.failed ? 'profile.pushFailed' : STATUS_KEYS[push.state];
  return (
    <div>
      <Group gap="sm" wrap="wrap">
        <Button
          size="xs"
          variant={on ? 'default' : 'light'}
          loading={push.busy}
          disabled={!canAct}
          aria-describedby="browser-push-status"
          onClick={() => void (on ? push.turnOff() : push.turnOn())}
        >
          {on ? t('profile.pushDisable') : t('profile.pushAllow')}
        </Button>
      </Group>
      <Text id="browser-push-status" size="sm" c={push.failed ? 'red' : 'dimmed'} mt={4} role={push.failed ? 'alert' : undefined}>
        {t(statusKey)}
      </Text>
    </div>
  );
}
