import { useState } from 'react';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@city-parking/contract/auth/fields';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { useForm } from '@/lib/form/use-form.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useInviteStaff } from '../api/staff.ts';
import { deskScreenTexts } from '../screen-texts.ts';
import { RoleChoice } from './role-choice.tsx';

/** The invitation of a new member: e-mail, name and roles; the server mails the one-time set-up link. */
export function InviteForm() {
  const { t } = useTranslation(deskScreenTexts);
  const invite = useInviteStaff();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', name: '', roles: [] as TStaffRole[] },
    validate: {
      email: (value) => (!value.trim() ? t('desk.form.required') : isEmail(value.trim()) ? null : t('desk.form.email')),
      name: (value) => (value.trim() ? null : t('desk.form.required')),
      roles: (value) => (value.length > 0 ? null : t('desk.staff.chooseRole')),
    },
  });
  const submit = form.onSubmit((values) => {
    setSentTo(null);
    invite.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email.trim());
        form.reset();
      },
    });
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="desk-invite-title">
      <form onSubmit={submit} noValidate>
        <fieldset disabled={invite.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <Title order={2} fz="h4" id="desk-invite-title">
              {t('desk.invite.title')}
            </Title>
            <TextInput label={t('desk.invite.email')} type="email" autoComplete="off" maw={420} {...form.getInputProps('email')} />
            <TextInput label={t('desk.invite.name')} autoComplete="off" maw={420} {...form.getInputProps('name')} />
            <RoleChoice
              legend={t('desk.invite.roles')}
              value={form.values.roles}
              onChange={(roles) => form.setFieldValue('roles', roles)}
              error={form.errors.roles ? String(form.errors.roles) : null}
            />
            {invite.isError && <ErrorAlert>{errorMessage(t, invite.error)}</ErrorAlert>}
            {sentTo && (
              <Alert color="green" role="status">
                {t('desk.invite.sent', { email: sentTo })}
              </Alert>
            )}
            <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('desk.invite.submit')}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
