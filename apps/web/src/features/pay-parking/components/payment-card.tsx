import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Paper, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isFlatParkingCode } from '@city-parking/contract/flat/flat-parking';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { flatLotsOffered } from '@/domains/flat-lots/flat-lots-offered.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useOnline } from '@/lib/network/online-status.ts';
import { CardTabs, type CardTab } from '@/lib/ui/card-tabs.tsx';
import { parkingFeatureTexts } from '../texts.ts';

// The form cannot show before the profile and the zones have arrived, so its code loads beside
// those requests instead of before the page: the page's own first load stays within the budget.
const RoadsideForm = lazy(async () => ({ default: (await import('./roadside-form.tsx')).RoadsideForm }));
const NoBalanceForm = lazy(async () => ({ default: (await import('./no-balance-form.tsx')).NoBalanceForm }));
// Shown only without the network; its code, precached by the service worker, loads then.
const SmsPaymentOffer = lazy(async () => ({ default: (await import('./sms-payment-offer.tsx')).SmsPaymentOffer }));
const FlatParkingForm = lazy(async () => ({ default: (await import('@/domains/flat-lots/components/flat-parking-form.tsx')).FlatParkingForm }));

interface PaymentCardProps {
  presetZone: string;
  /** The page's parking code (?parkingCode=): the flat-lot one opens the flat-lot tab, where the city has it. */
  parkingCode?: string;
}

/** "Pay for parking": the roadside tab and, where flat lots are offered, the flat-lot (barrier) one. */
export function PaymentCard({ presetZone, parkingCode = '' }: PaymentCardProps) {
  const { t } = useTranslation(parkingFeatureTexts);
  const [picked, setTab] = useState<string | null>(null);
  // Started here, not in the form, so that the list is on its way while the form's code loads.
  useZones();
  const online = useOnline();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  // The SMS commands are asked while online too, so that the list is kept for a visit without the
  // network; after the page, in a chunk of their own, as nothing online shows them here.
  useEffect(() => {
    void import('@/domains/site/api/get-sms-commands.ts').then(({ getSmsCommandsQueryOptions }) =>
      queryClient.prefetchQuery(getSmsCommandsQueryOptions(language)),
    );
  }, [queryClient, language]);
  const settings = useSiteOptions().data?.settings;
  const withFlatLot = flatLotsOffered(settings);
  // The settings may arrive after the card: until a tab is picked, the parking code decides.
  const tab = picked ?? (withFlatLot && isFlatParkingCode(parkingCode) ? 'flat' : 'roadside');
  // A city without a balance starts sessions unpaid, with no duration: the no-balance variant.
  const Form = settings?.dontUseBalance ? NoBalanceForm : RoadsideForm;
  const tabs: CardTab[] = [
    // A new ?zone= (the map's pay button while this page is open) starts the form over.
    {
      value: 'roadside',
      label: t('parking.tab.roadside'),
      panel: (
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <Form key={presetZone} presetZone={presetZone} />
        </Suspense>
      ),
    },
    ...(withFlatLot
      ? [
          {
            value: 'flat',
            label: t('parking.tab.flat'),
            panel: (
              <Suspense fallback={<Skeleton h={160} radius="md" />}>
                <FlatParkingForm />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('parking.payCard')}>
      <Title order={2} fz="lg" mb="sm">
        {t('parking.payCard')}
      </Title>
      {/* Without the network the site cannot take the payment: the card offers the city's SMS command instead. */}
      {online ? (
        <CardTabs tabs={tabs} value={tab} onChange={setTab} label={t('parking.payCard')} />
      ) : (
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <SmsPaymentOffer presetZone={presetZone} />
        </Suspense>
      )}
    </Paper>
  );
}
