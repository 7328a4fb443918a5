import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/auth/token-store.ts';
import { StepList } from '@/lib/ui/step-list.tsx';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useConfirmationType } from '../api/get-confirmation-type.ts';
import { RegistrationForm } from '../components/registration-form.tsx';
import type { PendingRegistration } from '../pending-registration.ts';
import { registrationTexts } from '../texts.ts';

// Step 2 loads when the data of step 1 is accepted: the first view stays light.
const ConfirmationStep = lazy(async () => ({ default: (await import('../components/confirmation-step.tsx')).ConfirmationStep }));

/** /registration: data, then the phone and e-mail codes, then done. */
export function RegistrationPage() {
  const { t } = useTranslation(registrationTexts);
  const { href } = useLanguage();
  const loggedIn = useToken('standart') !== '';
  const withNames = useSiteOptions().data?.hasPrivateData ?? false;
  const confirmationType = useConfirmationType();
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [completed, setCompleted] = useState(false);

  if (loggedIn && !completed) return <Navigate to={href('/')} replace />;

  const step = completed ? 2 : pending ? 1 : 0;
  const byCall = confirmationType.data === 'Call';

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Title order={1}>{t('registration.title')}</Title>
      <StepList steps={[t('registration.step1'), t('registration.step2'), t('registration.step3')]} active={step} label={t('registration.steps')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {step === 0 && (
          <RegistrationForm
            withNames={withNames}
            onRegistered={(token, phone, email) => setPending({ token, phone, email, phoneConfirmed: false, emailConfirmed: false })}
          />
        )}
        {step === 1 && pending && (
          <Suspense fallback={null}>
            <ConfirmationStep pending={pending} byCall={byCall} onChange={setPending} onCompleted={() => setCompleted(true)} />
          </Suspense>
        )}
        {step === 2 && (
          <Stack align="flex-start">
            <Alert color="green" title={t('registration.doneTitle')} w="100%">
              <Text>{t('registration.doneText')}</Text>
            </Alert>
            <Button onClick={() => openModal('login')}>{t('header.login')}</Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
