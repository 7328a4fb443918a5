import { describe, expect, it } from 'vitest';
import { constructorLabels, constructorOfferCode, nearestType, sortedZones } from '../../src/modules/subscriptions/constructor-offer.ts';
import { constructorPrice, lengthFactorPercent } from '../../src/modules/subscriptions/constructor-pricing.ts';

const ordinary = { special: false };
const special = { special: true };

describe('the constructor’s price rule', () => {
  it('makes longer periods cheaper per day', () => {
    expect([1, 6, 7, 29, 30, 89, 90, 365].map(lengthFactorPercent)).toEqual([100, 100, 85, 85, 70, 70, 60, 60]);
  });

  it.each([
    // 200 ₽ × 1 day × 1.0 = 200 ₽.
    { zones: [ordinary], days: 1, pricePercent: 100, price: 20_000 },
    // (200 + 350) ₽ × 3 days × 1.0 = 1650 ₽.
    { zones: [ordinary, special], days: 3, pricePercent: 100, price: 165_000 },
    // 2 × 200 ₽ × 14 days × 0.85 = 4760 ₽; the card costs 40 % of it, 1904 ₽.
    { zones: [ordinary, ordinary], days: 14, pricePercent: 100, price: 476_000 },
    { zones: [ordinary, ordinary], days: 14, pricePercent: 40, price: 190_400 },
    // 350 ₽ × 30 days × 0.7 = 7350 ₽; the card 2940 ₽.
    { zones: [special], days: 30, pricePercent: 100, price: 735_000 },
    { zones: [special], days: 30, pricePercent: 40, price: 294_000 },
    // 350 ₽ × 7 days × 0.85 × 0.4 = 833 ₽.
    { zones: [special], days: 7, pricePercent: 40, price: 83_300 },
    // 200 ₽ × 365 days × 0.6 = 43 800 ₽.
    { zones: [ordinary], days: 365, pricePercent: 100, price: 4_380_000 },
    // 350 ₽ × 3 × 0.4 = 420 ₽; 200 ₽ × 7 × 0.85 × 0.4 = 476 ₽.
    { zones: [special], days: 3, pricePercent: 40, price: 42_000 },
    { zones: [ordinary], days: 7, pricePercent: 40, price: 47_600 },
  ])('prices $days days in $zones.length zone(s) at $pricePercent % as $price kopecks', ({ zones, days, pricePercent, price }) => {
    expect(constructorPrice({ zones, days, pricePercent })).toBe(price);
  });

  it('always answers whole roubles', () => {
    for (const days of [1, 3, 7, 14, 30, 60, 90, 180, 365])
      for (const pricePercent of [100, 40]) expect(constructorPrice({ zones: [special, ordinary, special], days, pricePercent }) % 100).toBe(0);
  });
});

describe('a constructed offer’s code and labels', () => {
  it('keeps zones once each in natural order', () => {
    expect(sortedZones([' 1010', '102', '101', '102'])).toEqual(['101', '102', '1010']);
  });

  it('names the nearest type at or below its days', () => {
    expect([1, 3, 7, 14, 30, 60, 90, 180, 365].map(nearestType)).toEqual(['day', 'day', 'week', 'week', 'month', 'month', 'quarter', 'quarter', 'year']);
  });

  it('gives the same choice the same code, and another price another code', () => {
    const code = constructorOfferCode(['101', '102'], 14, 100, 476_000);
    expect(code).toMatch(/^CTOR-14D-100-[0-9a-f]{16}$/);
    expect(constructorOfferCode(['101', '102'], 14, 100, 476_000)).toBe(code);
    expect(constructorOfferCode(['101', '102'], 14, 100, 500_000)).not.toBe(code);
    expect(constructorOfferCode(['101'], 14, 100, 476_000)).not.toBe(code);
    expect(constructorOfferCode(['101', '102'], 14, 50, 476_000)).not.toBe(code);
  });

  it('labels passes and cards in both languages', () => {
    expect(constructorLabels(['101', '102'], 14, 100)).toEqual({ ru: 'Абонемент на 14 дней, зоны 101, 102', en: '14-day pass, zones 101, 102' });
    expect(constructorLabels(['101'], 1, 50)).toEqual({ ru: 'Скидочная карта 50 % на 1 день, зона 101', en: '50 % discount card for 1 day, zone 101' });
    expect(constructorLabels(['101'], 3, 100).ru).toBe('Абонемент на 3 дня, зона 101');
  });
});
