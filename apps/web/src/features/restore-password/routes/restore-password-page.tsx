import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isEmail, normaliseLogin } from '@city-parking/contract/auth/fields';
import { broadcastAuth } from '@/lib/auth/auth-channel.ts';
import { tokenStore, useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { StepList } from '@/lib/ui/step-list.tsx';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import { restoreByPhone } from '../api/restore-by-phone.ts';
import { sendRestoreEmail } from '../api/send-restore-email.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { restorePasswordTexts } from '../texts.ts';

// The success dialog brings Mantine's modal machinery; it loads only once the password is changed.
const RestoreDoneModal = lazy(async () => ({ default: (await import('../components/restore-done-modal.tsx')).RestoreDoneModal }));

/** What is wrong with the typed e-mail or phone, said once the field is left or the form sent. */
function loginIssue(login: string, t: TFunction): string | undefined {
  if (!login.trim()) return t('form.emptyField');
  if (normaliseLogin(login)) return undefined;
  return login.includes('@') && !isEmail(login.trim()) ? t('form.email') : t('form.emailPhone');
}

/** The token of a sign-in with a restore call's digits, passed by the login modal in the navigation state. */
function grantFrom(state: unknown): string | undefined {
  const token = (state as { changePasswordToken?: unknown } | null)?.changePasswordToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * /restore-password: e-mail or phone, then a message, then the code and the new password. By phone
 * the call's digits sign the driver in, and the login modal brings them back here to the last step.
 * /restore-password/{step}/{salt} carries the e-mailed code and opens the last step with it; a
 * step without one starts at the beginning, since what was sent is not in the address.
 */
export function RestorePasswordPage() {
  const { t } = useTranslation(restorePasswordTexts);
  const { href } = useLanguage();
  const [params] = useSearchParams();
  const grant = grantFrom(useLocation().state);
  const salt = useParams().salt ?? '';
  const queryClient = useQueryClient();
  const loggedIn = useToken('standart') !== '';
  const form = useForm({ initialValues: { login: params.get('email') ?? '' } });
  const { login } = form.values;
  const [sentTo, setSentTo] = useState<{ kind: 'email' | 'phone'; value: string } | null>(null);
  const [done, setDone] = useState<{ signedIn: boolean } | null>(null);

  const send = useMutation({
    mutationFn: async () => {
      const parsed = normaliseLogin(login);
      if (!parsed) throw new Error('invalid');
      await (parsed.kind === 'email' ? sendRestoreEmail(parsed.value) : restoreByPhone(parsed.value));
      return parsed;
    },
    onSuccess: setSentTo,
  });
  const changed = (session: string | undefined) => {
    if (session) {
      tokenStore.set('standart', session);
      broadcastAuth({ type: 'LOGIN', city: currentCity.city, userType: 'standart' });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    }
    setDone({ signedIn: session !== undefined });
  };

  if (loggedIn && !done) return <Navigate to={href('/')} replace />;

  const loginValid = normaliseLogin(login) !== null;
  const step = grant || salt || sentTo?.kind === 'email' ? 2 : sentTo ? 1 : 0;

  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={1}>{t('restore.title')}</Title>
      <StepList steps={[t('restore.step1'), t('restore.step2'), t('restore.step3')]} active={step} label={t('restore.steps')} />
      {params.get('error') === 'EmptyPass' && !sentTo && !grant && (
        <Alert color="yellow" role="status">
          {t('EmptyPass', { ns: 'errors' })}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {grant && <NewPasswordForm intro={t('restore.changeTitle')} grant={grant} onDone={changed} />}
        {!grant && salt && !sentTo && <NewPasswordForm intro={t('restore.codeFromLink')} code={salt} onDone={changed} />}
        {!grant && !salt && !sentTo && (
          <form
            noValidate
            onSubmit={form.onSubmit(() => {
              if (loginValid) send.mutate();
            })}
          >
            <Stack>
              <TextInput label={t('login.emailOrPhone')} {...form.getInputProps('login')} error={form.shown('login') ? loginIssue(login, t) : undefined} />
              <ErrorAlert error={send.error} />
              <Button type="submit" loading={send.isPending}>
                {t('restore.send')}
              </Button>
            </Stack>
          </form>
        )}
        {!grant && sentTo?.kind === 'phone' && (
          <Stack align="flex-start">
            <Alert color="blue" role="status" w="100%">
              {t('restore.callSent')}
            </Alert>
            <Button onClick={() => openModal('login')}>{t('header.login')}</Button>
          </Stack>
        )}
        {!grant && sentTo?.kind === 'email' && <NewPasswordForm intro={t('restore.emailSent', { email: sentTo.value })} onDone={changed} />}
      </Paper>
      {done && (
        <Suspense fallback={null}>
          <RestoreDoneModal signedIn={done.signedIn} onClose={() => setDone(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
