import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskScreenTexts } from '../screen-texts.ts';
import { InviteForm } from './invite-form.tsx';
import { StaffList } from './staff-list.tsx';

/** The admin's staff screen: the invitation of a new member, and every member with their roles and state. */
export function StaffScreen() {
  const { t } = useTranslation(deskScreenTexts);
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('desk.staff.title')}
      </Title>
      <InviteForm />
      <StaffList />
    </Stack>
  );
}
