import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Paper, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from '@/lib/site/get-site-options.ts';
import { useZones } from '../api/get-zones.ts';
import { CardTabs, type CardTab } from './card-tabs.tsx';

// The form cannot show before the profile and the zones have arrived, so its code loads beside
// those requests instead of before the page: the page's own first load stays within the budget.
const RoadsideForm = lazy(async () => ({ default: (await import('./roadside-form.tsx')).RoadsideForm }));

interface PaymentCardProps {
  presetZone: string;
  /**
   * The flat-lot (barrier) tab's form. Its tab shows only when the city has useFlatParking and a
   * form is given; the flat-lot payment (card number, price, payment) is a later piece of work.
   */
  flatLotForm?: ReactNode;
}

/** "Pay for parking": the roadside tab, with room for the flat-lot one. */
export function PaymentCard({ presetZone, flatLotForm }: PaymentCardProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('roadside');
  // Started here, not in the form, so that the list is on its way while the form's code loads.
  useZones();
  const withFlatLot = (useSiteOptions().data?.settings.useFlatParking ?? false) && flatLotForm !== undefined;
  const tabs: CardTab[] = [
    // A new ?zone= (the map's pay button while this page is open) starts the form over.
    {
      value: 'roadside',
      label: t('parking.tab.roadside'),
      panel: (
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <RoadsideForm key={presetZone} presetZone={presetZone} />
        </Suspense>
      ),
    },
    ...(withFlatLot ? [{ value: 'flat', label: t('parking.tab.flat'), panel: flatLotForm }] : []),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('parking.payCard')}>
      <Title order={2} fz="lg" mb="sm">
        {t('parking.payCard')}
      </Title>
      <CardTabs tabs={tabs} value={tab} onChange={setTab} label={t('parking.payCard')} />
    </Paper>
  );
}
