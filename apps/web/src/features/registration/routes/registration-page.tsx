import '../texts.ts';
import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { useToken } from '@/lib/auth/token-store.ts';
import { StepList } from '@/lib/ui/step-list.tsx';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import { useSiteOptions } from '@/lib/site/get-site-options.ts';
import { registrationCalls } from '../api/registration-calls.ts';
import { ChangePhone } from '../components/change-phone.tsx';
import { CodeConfirmation } from '../components/code-confirmation.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';

interface Pending {
  token: string;
  phone: string;
  email: string;
  phoneConfirmed: boolean;
  emailConfirmed: boolean;
}

/** /registration: data, then the phone and e-mail codes, then done. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const loggedIn = useToken('standart') !== '';
  const withNames = useSiteOptions().data?.hasPrivateData ?? false;
  const confirmationType = useQuery({ queryKey: ['confirmation-type'], queryFn: registrationCalls.confirmationType, staleTime: Infinity });
  const [pending, setPending] = useState<Pending | null>(null);
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
          <Stack gap="lg">
            <CodeConfirmation
              title={t('registration.phoneTitle', { phone: formatPhone(pending.phone) })}
              hint={byCall ? t('registration.callHint') : t('registration.smsHint')}
              codeLabel={byCall ? t('registration.callCode') : t('registration.smsCode')}
              confirmed={pending.phoneConfirmed}
              confirm={(code) => registrationCalls.confirmPhone(pending.token, code)}
              resend={() => registrationCalls.resend(pending.token, 'phone')}
              onConfirmed={(answer) => {
                setPending({ ...pending, phoneConfirmed: answer.phoneConfirmed, emailConfirmed: answer.emailConfirmed });
                if (answer.completed) setCompleted(true);
              }}
            />
            {!pending.phoneConfirmed && <ChangePhone token={pending.token} onChanged={(phone) => setPending({ ...pending, phone })} />}
            <CodeConfirmation
              title={t('registration.emailTitle', { email: pending.email })}
              hint={t('registration.emailHint')}
              codeLabel={t('registration.emailCode')}
              confirmed={pending.emailConfirmed}
              confirm={(code) => registrationCalls.confirmEmail(pending.token, code)}
              resend={() => registrationCalls.resend(pending.token, 'email')}
              onConfirmed={(answer) => {
                setPending({ ...pending, phoneConfirmed: answer.phoneConfirmed, emailConfirmed: answer.emailConfirmed });
                if (answer.completed) setCompleted(true);
              }}
            />
          </Stack>
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
