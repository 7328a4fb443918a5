import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';
import { openYandexConsent, yandexLogin } from '../api/yandex-login.ts';

/** Time before the button is shown, as the identity provider's widget needs (spec: 500 ms). */
export const YANDEX_BUTTON_DELAY_MS = 500;

interface Props {
  clientId: string;
  onToken: (token: string) => void;
  /** An account with the Yandex ID's e-mail or phone exists: its password must confirm the link. */
  onConfirmLink: (accessToken: string) => void;
}

/** Sign-in with Yandex ID. A failure is logged only; the form stays as it was. */
export function YandexButton({ clientId, onToken, onConfirmLink }: Props) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), YANDEX_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready || !clientId) return null;
  return (
    <Button
      variant="default"
      loading={busy}
      onClick={() => {
        setBusy(true);
        openYandexConsent(clientId)
          .then(async (accessToken) => {
            try {
              onToken(await yandexLogin(accessToken));
            } catch (error) {
              if (!(error instanceof ApiError && error.errorName === 'ConfirmLinkWithPassword')) throw error;
              onConfirmLink(accessToken);
            }
          })
          .catch((error: unknown) => console.warn('Yandex ID sign-in failed', error))
          .finally(() => setBusy(false));
      }}
    >
      {t('login.yandex')}
    </Button>
  );
}
