import { useEffect, useRef } from 'react';
import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { openModal } from '@/lib/modals/modal-store.ts';
import { confirmEmail } from '../api/confirm-email.ts';
import { registrationTexts } from '../texts.ts';

/** /registration/confirmation/email/{salt}/{code}: the link of the confirmation e-mail. */
export function EmailConfirmationPage() {
  const { t } = useTranslation(registrationTexts);
  const { salt = '', code = '' } = useParams();
  const confirmation = useMutation({ mutationFn: () => confirmEmail(salt, code) });
  const started = useRef(false);

  useEffect(() => {
    // Opening the link confirms once, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    confirmation.mutate();
  }, [confirmation]);

  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1}>{t('registration.emailConfirmTitle')}</Title>
      {(confirmation.isPending || confirmation.isIdle) && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      <ErrorAlert error={confirmation.error} />
      {confirmation.data && (
        <Alert color="green" role="status">
          {confirmation.data.completed ? t('registration.doneText') : t('registration.emailConfirmedWaitPhone')}
        </Alert>
      )}
      {confirmation.data?.completed && (
        <Button onClick={() => openModal('login')} w="fit-content">
          {t('header.login')}
        </Button>
      )}
    </Stack>
  );
}
