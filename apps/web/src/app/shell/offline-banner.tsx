import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/network/online-status.ts';

/**
 * Says that the browser has no network and what that means: saved data is shown, actions that
 * need the server wait. It goes as soon as the network is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Paper radius={0} px="md" py="xs" bg="yellow.1" role="status" aria-live="polite">
      <Text fz="sm" ta="center" c="dark.7">
        <Text span fw={700}>
          {t('offline.title')}
        </Text>{' '}
        {t('offline.text')}
      </Text>
    </Paper>
  );
}
