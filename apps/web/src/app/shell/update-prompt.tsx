import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '@/lib/pwa/update-available.ts';

/**
 * A new version of the app has been installed in the background: it offers to reload into it. The
 * driver decides, so that nothing being typed is lost; until then the running version keeps working.
 */
export function UpdatePrompt({ worker }: { worker: ServiceWorker }) {
  const { t } = useTranslation();
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 300, maxWidth: 'calc(100% - 32px)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text fz="sm">{t('update.text')}</Text>
        <Button size="xs" onClick={() => applyUpdate(worker)}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
