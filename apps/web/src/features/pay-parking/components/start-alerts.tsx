import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentErrorAlert } from '@/domains/payments/components/payment-error-alert.tsx';

interface StartAlertsProps {
  /** The start mutation: its error is said while it stands. */
  start: { error: unknown };
  /** The notice of a session just started, until closed, the form is edited or the session ends; null for none. */
  started: string | null;
  onClose: () => void;
}

/**
 * What came of the last start in a driver's roadside form: why it failed (with what is left of the
 * company's limit when that refused it), or that the session has begun.
 */
export function StartAlerts({ start, started, onClose }: StartAlertsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentErrorAlert error={start.error} />
      {started && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('actions.close')} onClose={onClose}>
          {started}
        </Alert>
      )}
    </>
  );
}
