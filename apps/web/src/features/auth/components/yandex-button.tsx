import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openYandexConsent, yandexLogin } from '../api/yandex-login.ts';

/** Time before the button is shown, as the identity provider's widget needs (spec: 500 ms). */
export const YANDEX_BUTTON_DELAY_MS = 500;

/** Sign-in with Yandex ID. A failure is logged only; the form stays as it was. */
export function YandexButton({ clientId, onToken }: { clientId: string; onToken: (token: string) => void }) {
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
          .then(yandexLogin)
          .then(onToken)
          .catch((error: unknown) => console.warn('Yandex ID sign-in failed', error))
          .finally(() => setBusy(false));
      }}
    >
      {t('login.yandex')}
    </Button>
  );
}
