import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { SessionActionButton } from '@/domains/sessions/components/session-action-button.tsx';
import { noBalanceTexts } from '../no-balance-texts.ts';
import { sessionsTexts } from '@/domains/sessions/texts.ts';

/**
 * What a no-balance city offers instead of Cancel with a refund: Stop (the spec's postpone: the
 * session ends and its cost is paid now or later) and Cancel, for which the driver confirms that
 * the vehicle has left and takes responsibility for the time. Both open the generic modal.
 */
export function NoBalanceSessionActions({ session }: { session: TSession }) {
  const { t } = useTranslation([noBalanceTexts, sessionsTexts]);
  const plate = session.transport.numberTs;
  return (
    <>
      <SessionActionButton
        label={t('sessions.stop')}
        ariaLabel={t('sessions.stopLabel', { plate })}
        onClick={() => openPaymentModal({ type: 'session', purpose: 'stop', session })}
      />
      <SessionActionButton
        label={t('noBalance.cancel')}
        ariaLabel={t('noBalance.cancelLabel', { plate })}
        onClick={() => openPaymentModal({ type: 'session', purpose: 'cancel', session })}
        danger
      />
    </>
  );
}
