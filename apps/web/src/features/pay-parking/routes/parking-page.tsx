import { lazy, Suspense } from 'react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActiveSessions } from '@/domains/sessions/components/active-sessions.tsx';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { PaymentCard } from '../components/payment-card.tsx';
import { NoBalanceSessionActions } from '../components/no-balance-session-actions.tsx';
import { parkingFeatureTexts } from '../texts.ts';
import { useExtendLink } from '../use-extend-link.ts';

// Only cities without a balance have deferred parkings: the block's code loads there alone.
const DeferredSessions = lazy(async () => ({ default: (await import('../components/deferred-sessions.tsx')).DeferredSessions }));

/**
 * /profile/parking: pay for parking (the map's pay button presets the zone with ?zone=) beside the
 * current parkings; a reminder's link (?extend=<id>) opens a session's extend dialog.
 */
export function ParkingPage() {
  const { t } = useTranslation(parkingFeatureTexts);
  const [params] = useSearchParams();
  const dontUseBalance = useSiteOptions().data?.settings.dontUseBalance ?? false;
  useExtendLink();
  return (
    <Stack gap="lg">
      <Title order={1}>{dontUseBalance ? t('parking.sessionsTitle') : t('parking.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PaymentCard presetZone={params.get('zone') ?? ''} parkingCode={params.get('parkingCode') ?? ''} />
        {/* The current parkings card, with its own title, Extend and Cancel. */}
        {dontUseBalance ? (
          <Stack>
            {/* Without a balance a session is stopped and paid for, never cancelled with a refund. */}
            <ActiveSessions cancelAction={(session) => <NoBalanceSessionActions session={session} />} />
            <Suspense fallback={null}>
              <DeferredSessions />
            </Suspense>
          </Stack>
        ) : (
          <ActiveSessions />
        )}
      </SimpleGrid>
    </Stack>
  );
}
