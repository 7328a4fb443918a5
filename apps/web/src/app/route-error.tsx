import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page whose code failed to load (often a new deployment replaced the chunk): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py={48}>
      <Alert color="red" title={t('lazyError.title')} maw={520} w="100%">
        {t('lazyError.text')}
      </Alert>
      <Button onClick={() => window.location.reload()}>{t('lazyError.reload')}</Button>
    </Stack>
  );
}
