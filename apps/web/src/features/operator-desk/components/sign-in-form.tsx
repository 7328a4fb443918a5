import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, TextInput, Title } from '@mantine/core';
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
import type { TOperatorLoginResponse, TOperatorSignedIn } from '@city-parking/contract/operator/operator-login';
import { DeskCaptcha, challengeIn, type DeskChallenge } from './desk-captcha.tsx';

// The second step loads once the password is right: the desk's first load sits at its script budget.
const SecondStepForm = lazy(async () => ({ default: (await import('./second-step-form.tsx')).SecondStepForm }));
const RecoveryCodes = lazy(async () => ({ default: (await import('./second-step-form.tsx')).RecoveryCodes }));

/**
 * The desk's sign-in: e-mail and password, and the captcha once the server asks for one (the
 * drivers' rules); then the second factor's code, or the enrolment of an app and its recovery codes.
 */
export function SignInForm({ expired }: { expired: boolean }) {
  const { t } = useTranslation(operatorDeskTexts);
  const [challenge, setChallenge] = useState<DeskChallenge | null>(null);
  const [second, setSecond] = useState<TOperatorLoginResponse | null>(null);
  const [enrolled, setEnrolled] = useState<TOperatorSignedIn | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '', captcha: '' },
    validate: {
      email: (value) => (!value.trim() ? t('desk.form.required') : isEmail(value.trim()) ? null : t('desk.form.email')),
      password: (value) => (value ? null : t('desk.form.required')),
      captcha: (value) => (challenge && !value.trim() ? t('desk.form.required') : null),
    },
  });
  // A plain pending flag rather than a mutation hook: the desk's first load sits at its script budget.
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const signIn = async ({ email, password, captcha }: { email: string; password: string; captcha: string }) => {
    setPending(true);
    setError(null);
    try {
      const step = await operatorLogin({
        email,
        password,
        ...(challenge ? { captcha } : {}),
        ...(challenge?.type === 'question' ? { captchaType: 'question' as const } : {}),
      });
      setChallenge(null);
      form.setFieldValue('password', '');
      setSecond(step);
    } catch (failure) {
      // Every answer that demands a captcha carries a fresh one; any other drops it.
      setChallenge(challengeIn(failure instanceof ApiError ? failure.answer : undefined));
      form.setFieldValue('captcha', '');
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  const submit = form.onSubmit((values) => void signIn(values));
  const open = ({ token, name, roles }: TOperatorSignedIn) => deskSession.signIn(token, name, roles);

  if (enrolled) {
    return (
      <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
        <Suspense fallback={<Skeleton h={320} />}>
          <RecoveryCodes codes={enrolled.recoveryCodes ?? []} onDone={() => open(enrolled)} />
        </Suspense>
      </Paper>
    );
  }
  if (second) {
    return (
      <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
        <Suspense fallback={<Skeleton h={second.step === 'enrol' ? 520 : 260} />}>
          <SecondStepForm
            step={second}
            onSignedIn={(answer) => (answer.recoveryCodes ? setEnrolled(answer) : open(answer))}
            onRestart={(reason) => {
              setSecond(null);
              setError(reason);
            }}
          />
        </Suspense>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate>
        <fieldset disabled={pending} style={{ border: 0, padding: 0, margin: 0 }}>
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
            {error !== null && <ErrorAlert>{errorMessage(t, error)}</ErrorAlert>}
            <Button type="submit" loading={pending}>
              {t('desk.signIn.submit')}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
