import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@city-parking/contract/profile/contact-rules';
import { useForm } from '@/lib/form/use-form.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { setupStaff } from '../api/staff.ts';
import { deskPaths } from '../desk-paths.ts';
import { deskScreenTexts } from '../screen-texts.ts';

/** The invitee's page (`/operator/setup?token=…`): a name and a password under the drivers' rules, once. */
export function SetupScreen() {
  const { t } = useTranslation(deskScreenTexts);
  const { href } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', password: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('desk.form.required')),
      password: (value) =>
        !value ? t('desk.form.required') : value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH ? t('desk.form.password') : null,
    },
  });
  const setUp = async ({ name, password }: { name: string; password: string }) => {
    setPending(true);
    setError(null);
    try {
      setDoneFor((await setupStaff({ token, name, password })).email);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  const submit = form.onSubmit((values) => void setUp(values));

  return (
    <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
      <Stack>
        <Title order={1} fz="h2">
          {t('desk.setup.title')}
        </Title>
        {doneFor ? (
          <>
            <Alert color="green" role="status">
              {t('desk.setup.done', { email: doneFor })}
            </Alert>
            <Anchor component={Link} to={href(deskPaths.inbox.getHref())}>
              {t('desk.setup.signIn')}
            </Anchor>
          </>
        ) : !token ? (
          <Alert color="yellow" role="status">
            {t('desk.setup.noToken')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <fieldset disabled={pending} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack>
                <TextInput label={t('desk.setup.name')} autoComplete="name" {...form.getInputProps('name')} />
                <PasswordField
                  label={t('desk.setup.password')}
                  description={t('desk.setup.passwordHint')}
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
                {error !== null && <ErrorAlert>{errorMessage(t, error)}</ErrorAlert>}
                <Button type="submit" loading={pending}>
                  {t('desk.setup.submit')}
                </Button>
              </Stack>
            </fieldset>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
