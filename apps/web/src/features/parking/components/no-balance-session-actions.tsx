import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/sessions';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { noBalanceTexts } from '../no-balance-texts.ts';
import { sessionsTexts } from '@/domains/sessions/texts.ts';

/**
 * What a no-balance city offers instead of Cancel with a refund: Stop (the spec's postpone: the
 * session ends and its cost is paid now or later) and Cancel, for which the driver confirms that
 * the vehicle has left and takes responsibility for the time. Both open the generic modal.
 */
export function NoBalanceSessionActions({ session }: { session: TSession }) {
  const { t } = useTranslation([noBalanceTexts, sessionsTexts], { nsMode: 'fallback' });
  const plate = session.transport.numberTs;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => openPaymentModal({ type: 'session', purpose: 'stop', session })}
        aria-label={t('sessions.stopLabel', { plate })}
      >
        {t('sessions.stop')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => openPaymentModal({ type: 'session', purpose: 'cancel', session })}
        aria-label={t('noBalance.cancelLabel', { plate })}
      >
        {t('noBalance.cancel')}
      </Button>
    </>
  );
}
