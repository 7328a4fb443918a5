import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { flatLotsOffered } from '@/domains/flat-lots/flat-lots-offered.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { CardTabs, type CardTab } from '@/lib/ui/card-tabs.tsx';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { useGuestToken } from '../api/get-guest-token.ts';
import { guestPaymentTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';

// A form shows only once the guest token has arrived, so its code loads beside that request (and
// the zones') instead of before the page: the page's own first load stays within the budget.
const GuestRoadsideForm = lazy(async () => ({ default: (await import('../components/guest-roadside-form.tsx')).GuestRoadsideForm }));
const GuestFlatForm = lazy(async () => ({ default: (await import('../components/guest-flat-form.tsx')).GuestFlatForm }));

/** /guest-payment: paying without an account, where the city allows it and nobody is signed in (spec §2, §6). */
export function GuestPaymentPage() {
  const { href } = useLanguage();
  const options = useSiteOptions();
  const signedIn = useToken('standart') !== '';
  if (options.isPending) return <Skeleton h={320} radius="md" />;
  if (signedIn || !options.data?.settings.useSessionWithoutRegister) return <Navigate to={href('/')} replace />;
  return <GuestPayment withFlatLots={flatLotsOffered(options.data.settings)} />;
}

/** The roadside form and, where the city has barrier lots (flatLotsOffered), the planar one. */
function GuestPayment({ withFlatLots }: { withFlatLots: boolean }) {
  const { t } = useTranslation([guestPaymentTexts, parkingTexts]);
  const [tab, setTab] = useState('roadside');
  const token = useGuestToken();
  // Started here, not in the form, so that the list is on its way while the form's code loads.
  const zones = useZones();

  const loading = <Skeleton h={320} radius="md" />;
  // Both forms pay with the guest token; only the roadside one needs the zones.
  const panel = (form: ReactNode, withZones: boolean) => {
    const failed = token.isError
      ? { title: t('guest.tokenFailed'), query: token }
      : withZones && zones.isError
        ? { title: t('parking.zonesFailed'), query: zones }
        : null;
    return failed ? (
      <LoadErrorCard title={failed.title} error={failed.query.error} onRetry={() => void failed.query.refetch()} />
    ) : token.data ? (
      <Suspense fallback={loading}>{form}</Suspense>
    ) : (
      loading
    );
  };
  const tabs: CardTab[] = [
    { value: 'roadside', label: t('guest.kind.roadside'), panel: panel(<GuestRoadsideForm />, true) },
    ...(withFlatLots ? [{ value: 'planar', label: t('guest.kind.planar'), panel: panel(<GuestFlatForm />, false) }] : []),
  ];

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('guest.title')}</Title>
      <Text>{t('guest.intro')}</Text>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('guest.card')}>
        <CardTabs tabs={tabs} value={tab} onChange={setTab} label={t('guest.card')} />
      </Paper>
    </Stack>
  );
}
