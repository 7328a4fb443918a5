import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TConstructorOffer } from '@city-parking/contract/subscriptions/subscription-constructor';
import { constructorTexts } from '../texts.ts';
import { OfferCard } from './offer-card.tsx';
import { OfferSkeletons } from './offer-skeletons.tsx';

interface Props {
  status: 'idle' | 'pending' | 'error' | 'success';
  offers: readonly TConstructorOffer[] | undefined;
  onRetry: () => void;
  /** Absent while the payment modal cannot be offered: the cards then have no Buy button. */
  onBuy?: (offer: TConstructorOffer) => void;
}

/** The search's outcome: placeholders while it runs, the offers, the spec's empty text, or the load error with a retry. */
export function OfferResults({ status, offers, onRetry, onBuy }: Props) {
  const { t } = useTranslation(constructorTexts);
  if (status === 'idle') return null;
  return (
    <section className="ctor-results" aria-labelledby="ctor-results-title" aria-busy={status === 'pending'}>
      <h2 id="ctor-results-title" className="ctor-results-title">
        {t('constructor.results')}
      </h2>
      {status === 'pending' && (
        <>
          <Text role="status" size="sm" c="dimmed">
            {t('constructor.searching')}
          </Text>
          <OfferSkeletons />
        </>
      )}
      {status === 'error' && (
        <Alert color="red" role="alert" title={t('constructor.loadFailed')}>
          <Button variant="light" color="red" onClick={onRetry}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      {status === 'success' && offers && offers.length === 0 && (
        <Text role="status" className="ctor-empty">
          {t('constructor.empty')}
        </Text>
      )}
      {status === 'success' && offers && offers.length > 0 && (
        <>
          <Text role="status" size="sm" c="dimmed">
            {t('constructor.found', { n: offers.length })}
          </Text>
          <ul className="ctor-offers">
            {offers.map((offer) => (
              <OfferCard key={`${offer.permissionKindCode}-${offer.startDate}`} offer={offer} onBuy={onBuy && (() => onBuy(offer))} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
