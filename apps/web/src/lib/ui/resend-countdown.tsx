import { useEffect, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_S } from '@city-parking/contract/auth/registration';

/** "Send again in N s", ticking once a second, then a link; resending starts the count over. */
export function ResendCountdown({ onResend, disabled }: { onResend: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(RESEND_COUNTDOWN_S);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  if (left > 0) {
    return (
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('registration.resendIn', { seconds: left })}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      disabled={disabled}
      onClick={() => {
        setLeft(RESEND_COUNTDOWN_S);
        onResend();
      }}
    >
      {t('registration.resend')}
    </Anchor>
  );
}
