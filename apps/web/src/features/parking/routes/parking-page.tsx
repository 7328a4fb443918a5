import '../texts.ts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActiveSessions } from '@/lib/sessions/active-sessions.tsx';
import { useSiteOptions } from '@/lib/site/get-site-options.ts';
import { PaymentCard } from '../components/payment-card.tsx';

/** /profile/parking: pay for parking (the map's pay button presets the zone with ?zone=) beside the current parkings. */
export function ParkingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const dontUseBalance = useSiteOptions().data?.settings.dontUseBalance ?? false;
  return (
    <Stack gap="lg">
      <Title order={1}>{t(dontUseBalance ? 'parking.sessionsTitle' : 'parking.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PaymentCard presetZone={params.get('zone') ?? ''} />
        {/* The current parkings card, with its own title, Extend and Cancel. */}
        <ActiveSessions />
      </SimpleGrid>
    </Stack>
  );
}
