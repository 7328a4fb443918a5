import { useEffect, useRef } from 'react';
import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEmailLinkResponse } from '@city-parking/contract/auth/email-link';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { openModal } from '@/lib/modals/modal-store.ts';
import { confirmEmailLink } from '../api/confirm-email-link.ts';
import { registrationTexts } from '../texts.ts';

function outcomeText({ completed, alreadyConfirmed }: TEmailLinkResponse) {
  if (alreadyConfirmed) return completed ? 'registration.emailAlreadyConfirmedDone' : 'registration.emailAlreadyConfirmedWaitPhone';
  return completed ? 'registration.doneText' : 'registration.emailConfirmedWaitPhone';
}

/**
 * /registration/confirmation/email/{salt}/{code}?city={city}: the link of the confirmation e-mail,
 * confirmed with the back end of the link's city; a link opened again says it was already used.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation(registrationTexts);
  const { salt = '', code = '' } = useParams();
  const [params] = useSearchParams();
  const city = params.get('city');
  const confirmation = useMutation({ mutationFn: () => confirmEmailLink(salt, code, city) });
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
          {t(outcomeText(confirmation.data))}
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
