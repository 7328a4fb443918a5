import { createHash } from 'node:crypto';
import { pluralRu } from '@city-parking/contract/format/plural-ru';
import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';
import { CONSTRUCTOR_PRICE_VERSION } from './constructor-pricing.ts';

/** A constructed offer's shown_at moves at most this often: the retention job ages it by days. */
export const SHOWN_PRECISION_MS = 60 * 60 * 1000;

/** Zone numbers as the constructor keeps them: trimmed, once each, in natural order (101 before 1010). */
export const sortedZones = (zones: readonly string[]) =>
  [...new Set(zones.map((zone) => zone.trim()))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** The nearest spec type at or below `days`, which the benefits table shows; the exact length is `days`. */
export function nearestType(days: number): TSubscriptionType {
  if (days >= 365) return 'year';
  if (days >= 90) return 'quarter';
  if (days >= 30) return 'month';
  if (days >= 7) return 'week';
  return 'day';
}

/**
 * The code of a constructed offer: the same zones, days, discount and price under the same rule
 * version always give the same code, so a repeated search reuses its offer row; a change of price
 * (a zone made special, a new rule) gives a new one, and the driver pays what was shown.
 */
export function constructorOfferCode(zones: readonly string[], days: number, sale: number, price: number): string {
  const digest = createHash('sha256')
    .update(`v${CONSTRUCTOR_PRICE_VERSION}|${price}|${zones.join(',')}`)
    .digest('hex');
  return `CTOR-${days}D-${sale}-${digest.slice(0, 16)}`;
}

/** «Абонемент на 14 дней, зоны 101, 102» / "14-day pass, zones 101, 102", or a discount card's label. */
export function constructorLabels(zones: readonly string[], days: number, sale: number): { ru: string; en: string } {
  const list = zones.join(', ');
  const zonesRu = `${zones.length === 1 ? 'зона' : 'зоны'} ${list}`;
  const zonesEn = `${zones.length === 1 ? 'zone' : 'zones'} ${list}`;
  const daysRu = `${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
  if (sale === 100) return { ru: `Абонемент на ${daysRu}, ${zonesRu}`, en: `${days}-day pass, ${zonesEn}` };
  return { ru: `Скидочная карта ${sale} % на ${daysRu}, ${zonesRu}`, en: `${sale} % discount card for ${days === 1 ? '1 day' : `${days} days`}, ${zonesEn}` };
}
