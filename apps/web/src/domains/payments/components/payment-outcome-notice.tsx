import { useEffect, useState } from 'react';
import { Notification } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TPaymentStatusResult } from '@city-parking/contract/payments/payment-status';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { refreshAfterBalancePayment } from '../api/refresh-after-balance-payment.ts';
import { paymentsTexts } from '../texts.ts';

/** How long a decided outcome stays once the tab is in sight (spec §9: status messages show for 7000 ms). */
const NOTICE_MS = 7000;

/** Whether the tab is in sight; a tab in the background counts nothing down. */
function useTabVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

function outcomeText(result: TPaymentStatusResult, t: TFunction, rubles: (value: number) => string): string {
  if (result.status !== 'done') return t(`outcome.${result.status}`);
  const bought = result.confirmation;
  return bought ? t('outcome.done', { what: t(`confirmation.title.${bought.kind}`), amount: rubles(bought.amount) }) : t('outcome.doneAny');
}

/**
 * The outcome of payment `order`, finished in another tab, as the server knows it: the server's
 * status only (paid once the provider has confirmed it), asked again while it is still processing.
 * Each status it learns refreshes the balance, the sessions and the deferred parkings here. A decided
 * outcome goes after 7 s in sight, or when closed; one the server cannot tell this payer is not shown.
 */
export function PaymentOutcomeNotice({ order, onClose }: { order: string; onClose: () => void }) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles } = useMoney();
  const queryClient = useQueryClient();
  const payment = usePaymentStatus(order);
  const status = payment.data?.status;
  const visible = useTabVisible();
  const failedToTell = payment.isError || !payment.hasToken;

  useEffect(() => {
    if (status) void refreshAfterBalancePayment(queryClient);
  }, [status, queryClient]);

  useEffect(() => {
    if (failedToTell) onClose();
  }, [failedToTell, onClose]);

  useEffect(() => {
    if (!status || status === 'processing' || !visible) return;
    const timer = window.setTimeout(onClose, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [status, visible, onClose]);

  if (!payment.data) return null;
  const failed = status === 'failed' || status === 'expired' || status === 'refunded';
  return (
    <Notification
      color={failed ? 'red' : status === 'done' ? 'green' : 'blue'}
      role={failed ? 'alert' : 'status'}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      withBorder
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 'calc(100vw - 32px)', width: 380 }}
    >
      {outcomeText(payment.data, t, rubles)}
    </Notification>
  );
}
