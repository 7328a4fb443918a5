import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPaymentConfirmation } from '@city-parking/contract/payments/payment-confirmation';
import { PaymentConfirmation } from './payment-confirmation.tsx';
import { paymentsTexts } from '../texts.ts';

/** The confirmation of a payment made without a dialog of its own (a start from the payment card), in one. */
export function PaymentConfirmationDialog({ confirmation, onClose }: { confirmation: TPaymentConfirmation; onClose: () => void }) {
  const { t } = useTranslation(paymentsTexts);
  return (
    <Modal opened onClose={onClose} title={t(`confirmation.title.${confirmation.kind}`)} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <PaymentConfirmation confirmation={confirmation} onDone={onClose} headingOrder={null} />
    </Modal>
  );
}
