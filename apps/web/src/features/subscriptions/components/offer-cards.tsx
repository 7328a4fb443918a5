import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSubscriptionOffer } from '@city-parking/contract/subscriptions/subscriptions';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { subscriptionsTexts } from '../texts.ts';
import { SubscriptionPaymentModal, type SubscriptionPaymentOffer } from './subscription-payment-modal.tsx';

/** Placeholder cards while the offers load, each of a real card's size. */
const SKELETON_CARDS = 4;

/** An offer of the list as the payment modal buys it. */
const paymentOfferOf = (offer: TSubscriptionOffer): SubscriptionPaymentOffer => ({
  code: offer.parkingPermitCode,
  label: offer.parkingPermit,
  type: offer.parkingPermitType,
  cost: offer.cost,
  zones: offer.zones,
  firstDate: offer.parkingPermitStartDate,
  lastDate: offer.parkingPermitEndDate,
});

interface Props {
  offers: TSubscriptionOffer[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/** The subscriptions on sale (spec §2.3), cheapest first as the city sorts them, each with its price and a pay button. */
export function OfferCards({ offers, error, onRetry }: Props) {
  const { t } = useTranslation(subscriptionsTexts);
  const { money } = useMoney();
  const [paying, setPaying] = useState<SubscriptionPaymentOffer | null>(null);

  if (error && !offers) return <LoadErrorCard title={t('subscriptions.offersFailed')} error={error} onRetry={onRetry} />;
  if (offers?.length === 0) {
    return (
      <Text className="subs-empty" fw={600}>
        {t('subscriptions.noOffers')}
      </Text>
    );
  }
  return (
    <>
      <ul className="subs-offers" aria-busy={!offers}>
        {offers
          ? offers.map((offer) => (
              <li key={offer.parkingPermitCode}>
                <div className="subs-offer">
                  <Text fw={700} component="h3" className="subs-offer-title">
                    {offer.parkingPermit}
                  </Text>
                  <Text size="sm" c="dimmed" className="subs-offer-desc">
                    {offer.parkingPermitDesc}
                  </Text>
                  {offer.zones !== 'all' && <Text size="sm">{t('subscriptions.zonesList', { zones: offer.zones.join(', ') })}</Text>}
                  <div className="subs-offer-foot">
                    <Text fw={700} fz="lg" className="subs-price">
                      {money(offer.cost)}
                    </Text>
                    <Button aria-label={t('subscriptions.payFor', { label: offer.parkingPermit })} onClick={() => setPaying(paymentOfferOf(offer))}>
                      {t('subscriptions.pay')}
                    </Button>
                  </div>
                </div>
              </li>
            ))
          : Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} aria-hidden="true">
                <div className="subs-offer">
                  <span className="subs-skeleton-bar" />
                  <span className="subs-skeleton-bar subs-skeleton-bar-short" />
                </div>
              </li>
            ))}
      </ul>
      {paying && <SubscriptionPaymentModal opened onClose={() => setPaying(null)} offer={paying} />}
    </>
  );
}
