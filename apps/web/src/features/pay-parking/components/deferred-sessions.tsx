import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { SessionActionButton } from '@/domains/sessions/components/session-action-button.tsx';
import { SessionCard } from '@/domains/sessions/components/session-card.tsx';
import { SessionPeriod } from '@/domains/sessions/components/session-period.tsx';
import { SessionsSection } from '@/domains/sessions/components/sessions-section.tsx';
import { noBalanceTexts } from '../no-balance-texts.ts';

/**
 * "Deferred parkings" of a city without a balance: sessions that have ended and are not paid yet
 * (status waiting), each with what it costs and a button that pays it through the generic modal.
 */
export function DeferredSessions() {
  const { t } = useTranslation(noBalanceTexts);
  const profile = useProfile();
  // The oldest debt first.
  const waiting = profile.data?.sessions.filter((session) => session.status === 'waiting').sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

  return (
    <SessionsSection
      title={t('noBalance.deferred.title')}
      sessions={waiting}
      failed={profile.isError}
      onRetry={() => void profile.refetch()}
      skeletonHeight={64}
      empty={t('noBalance.deferred.empty')}
      renderItem={(session) => <DeferredItem session={session} />}
    />
  );
}

function DeferredItem({ session }: { session: TSession }) {
  const { t } = useTranslation(noBalanceTexts);
  const plate = session.transport.numberTs;
  const amount = useMoney().rubles(session.amountToPay);
  return (
    <SessionCard session={session}>
      <SessionPeriod session={session} />
      <Text fw={600}>{t('noBalance.modal.due', { amount })}</Text>
      <Group gap="xs">
        <SessionActionButton
          label={t('noBalance.deferred.pay')}
          ariaLabel={t('noBalance.deferred.payLabel', { plate })}
          onClick={() => openPaymentModal({ type: 'session', purpose: 'deferred', session })}
        />
      </Group>
    </SessionCard>
  );
}
