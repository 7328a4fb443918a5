import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TConstructorOffer } from '@city-parking/contract/subscriptions/subscription-constructor';
import type { ConstructedOffer } from './constructor-service.ts';

/** POST /backend/v2/selectedAbonements: a constructed offer in the request's language, bought by its code from its start date. */
export const toConstructorOfferAnswer = ({ offer, startDate }: ConstructedOffer, language: TLanguage): TConstructorOffer => ({
  permissionKind: language === 'en' ? offer.label_en : offer.label_ru,
  permissionKindCode: offer.code,
  permissionType: offer.type,
  price: Number(offer.price),
  zones: offer.zones ?? [],
  startDate,
  days: offer.days,
  sale: offer.discount_percent,
});
