import '../constructor.css';
import { useMemo } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { useTiming } from '../api/get-timing.ts';
import { ConstructorSkeleton } from '../components/constructor-skeleton.tsx';
import { ConstructorWorkspace } from '../components/constructor-workspace.tsx';
import { startDateBounds } from '../constructor-form.ts';
import type { PaymentModalComponent } from '../payment-modal-props.ts';
import { constructorTexts } from '../texts.ts';

/** /profile/constructor: a subscription built from zones, a vehicle, a start date and a length (spec §2.4). */
export function SubscriptionConstructorPage({ paymentModal }: { paymentModal?: PaymentModalComponent }) {
  const { t } = useTranslation(constructorTexts);
  const { href } = useLanguage();
  const settings = useSiteOptions().data?.settings;
  const enabled = settings?.useSubscriptionConstructor ?? false;
  const profile = useProfile();
  const zones = useZones();
  const timing = useTiming();
  // Days are the city's, whatever the browser's time zone.
  const today = wallClockAt(new Date(), currentCity.timeZone).date;
  const offsetDays = settings?.subscriptionStartOffsetDays ?? 0;
  const bounds = useMemo(() => startDateBounds(today, offsetDays), [today, offsetDays]);
  const vehicles = useMemo(() => [...new Set(profile.data?.ts.map((vehicle) => vehicle.numberTs) ?? [])], [profile.data]);

  const title = <Title order={1}>{t('constructor.title')}</Title>;
  if (settings && !enabled) {
    return (
      <Stack gap="lg">
        {title}
        <Alert color="blue" title={t('constructor.notAvailable')}>
          <Text mb="sm">{t('constructor.notAvailableText')}</Text>
          <Button component={Link} to={href(paths.abonements.getHref())} variant="light">
            {t('constructor.toAbonements')}
          </Button>
        </Alert>
      </Stack>
    );
  }
  const failed = [profile, zones, timing].filter((query) => query.isError);
  return (
    <Stack gap="lg">
      {title}
      <Text>{t('constructor.intro')}</Text>
      {failed.length > 0 ? (
        <Alert color="red" role="alert" title={t('constructor.loadFailed')}>
          <Button variant="light" color="red" onClick={() => failed.forEach((query) => void query.refetch())}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </Alert>
      ) : profile.data && zones.data && timing.data && settings ? (
        <ConstructorWorkspace
          today={today}
          offsetDays={offsetDays}
          bounds={bounds}
          zones={zones.data}
          vehicles={vehicles}
          timings={timing.data}
          paymentModal={paymentModal}
        />
      ) : (
        <ConstructorSkeleton bounds={bounds} />
      )}
    </Stack>
  );
}
