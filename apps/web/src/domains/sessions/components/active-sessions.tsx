import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@city-parking/contract/payments/parking-session';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { SessionsSection } from './sessions-section.tsx';
import { useActiveSessions } from '../api/use-active-sessions.ts';
import { sessionsTexts } from '../texts.ts';

// A session's card arrives with the list, not before it: its code loads beside the profile call,
// keeping the page's first load within budget; its placeholder has the card's height.
const SessionItem = lazy(async () => ({ default: (await import('./session-item.tsx')).SessionItem }));
const CancelButton = lazy(async () => ({ default: (await import('./session-item.tsx')).CancelButton }));
const CancelSessionDialog = lazy(async () => ({ default: (await import('./cancel-session-dialog.tsx')).CancelSessionDialog }));

interface Props {
  /**
   * Replaces the Cancel button of each session: cities without a balance postpone a session
   * instead of cancelling it (spec: "shows a different cancel button").
   */
  cancelAction?: (session: TSession) => ReactNode;
}

/**
 * The driver's current parkings (the right column of /profile/parking): plate, zone, from and to,
 * the time left with a progress bar, Extend and Cancel. Cities without a balance have neither the
 * progress bar nor Extend.
 */
export function ActiveSessions({ cancelAction }: Props) {
  const { t } = useTranslation(sessionsTexts);
  const { sessions, isError, refetch } = useActiveSessions();
  const noBalance = useSiteOptions().data?.settings.dontUseBalance ?? false;
  const [cancelling, setCancelling] = useState<TSession | null>(null);

  return (
    <SessionsSection
      title={t('sessions.title')}
      sessions={sessions}
      failed={isError}
      onRetry={() => void refetch()}
      skeletonHeight={96}
      empty={t('sessions.empty')}
      renderItem={(session) => (
        <Suspense
          fallback={
            <li>
              <Skeleton h={96} radius="md" />
            </li>
          }
        >
          <SessionItem
            session={session}
            withBalance={!noBalance}
            cancel={cancelAction ? cancelAction(session) : <CancelButton session={session} onClick={() => setCancelling(session)} />}
          />
        </Suspense>
      )}
    >
      {cancelling && (
        <Suspense fallback={null}>
          <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      )}
    </SessionsSection>
  );
}
