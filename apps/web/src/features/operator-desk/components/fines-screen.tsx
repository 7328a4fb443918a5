import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskScreenTexts } from '../screen-texts.ts';
import { FinesList } from './fines-list.tsx';
import { ImportForm } from './import-form.tsx';

/** The desk's fines: the register import with its report, and the city's list. */
export function FinesScreen() {
  const { t } = useTranslation(deskScreenTexts);
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('desk.fines.title')}
      </Title>
      <ImportForm />
      <FinesList />
    </Stack>
  );
}
