import '../subscriptions.css';
import { lazy, Suspense } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { logout } from '@/lib/auth/logout.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { useBenefits } from '../api/get-benefits.ts';
import { useOffers } from '../api/get-offers.ts';
import { AdviceLine } from '../components/advice-line.tsx';
import { BenefitsTable } from '../components/benefits-table.tsx';
import { OfferCards } from '../components/offer-cards.tsx';
import { useNotice } from '@/lib/ui/notice.ts';
import { subscriptionsTexts } from '../texts.ts';

// A notice's code (Mantine's Notification) loads with the first notice, after a purchase or an action.
const NoticeView = lazy(async () => ({ default: (await import('@/lib/ui/notice-view.tsx')).NoticeView }));

/** /profile/abonements: the driver's subscriptions, the ones on sale, and a word on which would have paid off. */
export function SubscriptionsPage() {
  const { t } = useTranslation(subscriptionsTexts);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const constructorOn = useSiteOptions().data?.settings.useSubscriptionConstructor ?? false;
  const profile = useProfile();
  const benefits = useBenefits();
  const offers = useOffers();
  const notice = useNotice();

  const title = <Title order={1}>{t('subscriptions.title')}</Title>;
  if (profile.isError && !profile.data) {
    return (
      <Stack gap="lg">
        {title}
        <Alert color="red" title={t('subscriptions.profileFailed')} role="alert">
          <Text mb="sm">{t('subscriptions.profileFailedText')}</Text>
          <Group>
            <Button variant="light" color="red" onClick={() => void profile.refetch()}>
              {t('actions.retry')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                logout();
                void navigate(href('/'));
              }}
            >
              {t('actions.logout')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {title}
      <section aria-labelledby="subs-benefits">
        <Title order={2} id="subs-benefits" fz="h3" mb="sm">
          {t('subscriptions.benefits')}
        </Title>
        <BenefitsTable benefits={benefits.data} error={benefits.error} constructorOn={constructorOn} onRetry={() => void benefits.refetch()} />
      </section>
      {/* The offers come in below the list once it is there: a list of any length then moves nothing. */}
      {!benefits.isPending && (
        <section aria-labelledby="subs-offers">
          <Group justify="space-between" align="center" mb="sm" className="subs-offers-head">
            <Title order={2} id="subs-offers" fz="h3">
              {t('subscriptions.offers')}
            </Title>
            {constructorOn && (
              <Button component={Link} to={href(paths.constructor.getHref())} variant="outline">
                {t('subscriptions.buyConstructor')}
              </Button>
            )}
          </Group>
          <OfferCards offers={offers.data} error={offers.error} onRetry={() => void offers.refetch()} />
        </section>
      )}
      <AdviceLine after={!benefits.isPending && !offers.isPending} />
      {notice && (
        <Suspense fallback={null}>
          <NoticeView closeLabel={t('actions.close')} />
        </Suspense>
      )}
    </Stack>
  );
}
