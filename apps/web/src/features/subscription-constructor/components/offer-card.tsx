import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TConstructorOffer } from '@city-parking/contract/subscriptions/subscription-constructor';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { daysLabel } from '../days-label.ts';
import { shownDate } from '../shown-date.ts';
import { constructorTexts } from '../texts.ts';

/** One offer built for the driver's choice, with its Buy button. */
export function OfferCard({ offer, onBuy }: { offer: TConstructorOffer; onBuy?: () => void }) {
  const { t } = useTranslation(constructorTexts);
  const { language } = useLanguage();
  const { money } = useMoney();
  return (
    <li className="ctor-offer">
      <Title order={3} fz="md" className="ctor-offer-title">
        {offer.permissionKind}
      </Title>
      <dl className="ctor-offer-facts">
        <dt>{t('constructor.offer.zones')}</dt>
        <dd>{offer.zones.join(', ')}</dd>
        <dt>{t('constructor.offer.start')}</dt>
        <dd>{shownDate(offer.startDate)}</dd>
        <dt>{t('constructor.offer.days')}</dt>
        <dd>{daysLabel(offer.days, language)}</dd>
        <dt>{t('constructor.offer.sale')}</dt>
        <dd>{t('constructor.offer.saleValue', { sale: offer.sale })}</dd>
      </dl>
      <div className="ctor-offer-foot">
        <Text fw={700} fz="lg" className="ctor-price">
          <VisuallyHidden component="span">{t('constructor.offer.price')}: </VisuallyHidden>
          {money(offer.price)}
        </Text>
        {onBuy && (
          <Button onClick={onBuy} aria-label={t('constructor.buyLabel', { label: offer.permissionKind })}>
            {t('constructor.buy')}
          </Button>
        )}
      </div>
    </li>
  );
}
