import '../texts.ts';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { newPasswordRules } from '@/lib/form/password-rules.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmail, normaliseLogin } from '@city-parking/contract/auth/fields';
import { useToken } from '@/lib/auth/token-store.ts';
import { StepList } from '@/lib/ui/step-list.tsx';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import { restoreCalls } from '../api/restore-calls.ts';
import { PasswordField } from '@/lib/ui/password-field.tsx';

// The success dialog brings Mantine's modal machinery; it loads only once the password is changed.
const RestoreDoneModal = lazy(async () => ({ default: (await import('../components/restore-done-modal.tsx')).RestoreDoneModal }));

interface NewPassword {
  code: string;
  pass: string;
  repeat: string;
}

/** /restore-password: e-mail or phone, then a message, then the code and the new password. */
export function RestorePasswordPage() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const [params] = useSearchParams();
  const loggedIn = useToken('standart') !== '';
  const [login, setLogin] = useState(params.get('email') ?? '');
  const [sentTo, setSentTo] = useState<{ kind: 'email' | 'phone'; value: string } | null>(null);
  const [done, setDone] = useState(false);

  const send = useMutation({
    mutationFn: async () => {
      const parsed = normaliseLogin(login);
      if (!parsed) throw new Error('invalid');
      await (parsed.kind === 'email' ? restoreCalls.sendEmail(parsed.value) : restoreCalls.byPhone(parsed.value));
      return parsed;
    },
    onSuccess: setSentTo,
  });
  const form = useForm<NewPassword>({
    initialValues: { code: '', pass: '', repeat: '' },
    validate: {
      code: (v) => (v.trim() ? null : t('form.emptyField')),
      ...newPasswordRules(t),
    },
  });
  const change = useMutation({
    mutationFn: async ({ code, pass }: NewPassword) => {
      await restoreCalls.check(code);
      await restoreCalls.change(code, pass);
    },
    onSuccess: () => setDone(true),
  });

  if (loggedIn && !done) return <Navigate to={href('/')} replace />;

  const loginValid = normaliseLogin(login) !== null;
  const step = sentTo ? (sentTo.kind === 'email' ? 2 : 1) : 0;

  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={1}>{t('restore.title')}</Title>
      <StepList steps={[t('restore.step1'), t('restore.step2'), t('restore.step3')]} active={step} label={t('restore.steps')} />
      {params.get('error') === 'EmptyPass' && !sentTo && (
        <Alert color="yellow" role="status">
          {t('EmptyPass', { ns: 'errors' })}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {!sentTo && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (loginValid) send.mutate();
            }}
          >
            <Stack>
              <TextInput
                label={t('login.emailOrPhone')}
                value={login}
                onChange={(e) => setLogin(e.currentTarget.value)}
                error={login.trim() && !loginValid ? (login.includes('@') && !isEmail(login) ? t('form.email') : t('form.emailPhone')) : undefined}
              />
              {send.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(t, send.error)}
                </Alert>
              )}
              <Button type="submit" loading={send.isPending} disabled={!loginValid}>
                {t('restore.send')}
              </Button>
            </Stack>
          </form>
        )}
        {sentTo?.kind === 'phone' && (
          <Stack align="flex-start">
            <Alert color="blue" role="status" w="100%">
              {t('restore.callSent')}
            </Alert>
            <Button onClick={() => openModal('login')}>{t('header.login')}</Button>
          </Stack>
        )}
        {sentTo?.kind === 'email' && (
          <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
            <Stack>
              <Alert color="blue" role="status">
                {t('restore.emailSent', { email: sentTo.value })}
              </Alert>
              <TextInput label={t('restore.code')} autoComplete="one-time-code" {...form.getInputProps('code')} />
              <PasswordField
                label={t('restore.newPassword')}
                autoComplete="new-password"
                {...form.getInputProps('pass')}
              />
              <PasswordField
                label={t('registration.repeat')}
                autoComplete="new-password"
                {...form.getInputProps('repeat')}
              />
              {change.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(t, change.error)}
                </Alert>
              )}
              <Button type="submit" loading={change.isPending}>
                {t('restore.save')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
      {done && (
        <Suspense fallback={null}>
          <RestoreDoneModal onClose={() => setDone(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
