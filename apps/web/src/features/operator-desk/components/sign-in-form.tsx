import { useState } from 'react';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@city-parking/contract/auth/fields';
import { useForm } from '@/lib/form/use-form.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { operatorLogin } from '../api/operator-login.ts';
import { deskSession } from '../desk-session.ts';
import { operatorDeskTexts } from '../texts.ts';
import { DeskCaptcha, challengeIn, type DeskChallenge } from './desk-captcha.tsx';

/** The desk's sign-in: e-mail and password, and the captcha once the server asks for one (the drivers' rules). */
export function SignInForm({ expired }: { expired: boolean }) {
  const { t } = useTranslation(operatorDeskTexts);
  const [challenge, setChallenge] = useState<DeskChallenge | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '', captcha: '' },
    validate: {
      email: (value) => (!value.trim() ? t('desk.form.required') : isEmail(value.trim()) ? null : t('desk.form.email')),
      password: (value) => (value ? null : t('desk.form.required')),
      captcha: (value) => (challenge && !value.trim() ? t('desk.form.required') : null),
    },
  });
  const mutation = useMutation({
    mutationFn: operatorLogin,
    onSuccess: ({ token, name }) => deskSession.signIn(token, name),
    onError: (error) => {
      // Every answer that demands a captcha carries a fresh one; any other drops it.
      setChallenge(challengeIn(error instanceof ApiError ? error.answer : undefined));
      form.setFieldValue('captcha', '');
    },
  });
  const submit = form.onSubmit(({ email, password, captcha }) =>
    mutation.mutate({
      email,
      password,
      ...(challenge ? { captcha } : {}),
      ...(challenge?.type === 'question' ? { captchaType: 'question' as const } : {}),
    }),
  );

  return (
    <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate>
        <fieldset disabled={mutation.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <Title order={1} fz="h2">
              {t('desk.signIn.title')}
            </Title>
            {expired && (
              <Alert color="yellow" role="status">
                {t('desk.signIn.expired')}
              </Alert>
            )}
            <TextInput label={t('desk.signIn.email')} type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordField label={t('desk.signIn.password')} autoComplete="current-password" {...form.getInputProps('password')} />
            {challenge && <DeskCaptcha challenge={challenge} {...form.getInputProps('captcha')} />}
            {mutation.isError && <ErrorAlert>{errorMessage(t, mutation.error)}</ErrorAlert>}
            <Button type="submit" loading={mutation.isPending}>
              {t('desk.signIn.submit')}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
