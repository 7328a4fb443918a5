import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/i18n/error-message.ts';

/** What a form needs before it can show (the zones, the profile, a guest token) failed to load: say so and offer to try again. */
export function LoadErrorCard({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title}>
      {errorMessage(t, error)}
      <Group mt="sm">
        <Button variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
