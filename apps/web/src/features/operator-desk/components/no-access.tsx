import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskScreenTexts } from '../screen-texts.ts';

/** What a section shows to a member whose roles do not open it (a link followed, an address typed). */
export function NoAccess({ none = false }: { none?: boolean }) {
  const { t } = useTranslation(deskScreenTexts);
  return (
    <Paper withBorder p="lg" role="status">
      <Stack gap="xs">
        <Title order={1} fz="h2">
          {t('desk.noAccess.title')}
        </Title>
        <Text>{t(none ? 'desk.noAccess.none' : 'desk.noAccess.text')}</Text>
      </Stack>
    </Paper>
  );
}
