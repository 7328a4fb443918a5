import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Site options could not be loaded: nothing else can be drawn correctly, so offer a retry. */
export function OptionsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={480}>
        <Alert color="red" title={t('optionsError.title')} w="100%">
          {t('optionsError.text')}
        </Alert>
        <Button onClick={onRetry}>{t('actions.retry')}</Button>
      </Stack>
    </Center>
  );
}
