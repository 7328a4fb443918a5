import { describe, expect, it } from 'vitest';
import { calculateCost, type TTariffPrice } from '@city-parking/contract/tariff/calculate-cost';
import { productionCalendar } from '@city-parking/contract/tariff/day-type';
import { adviseOn, coverWithOffer, type AdviceOffer, type AdviceSession, type CostRule } from '../../src/modules/subscriptions/advice-arithmetic.ts';
import { permTime } from '../sessions/session-fixtures.ts';

const TIME_ZONE = 'Asia/Yekaterinburg';
/** 60 ₽ an hour at any time of any day. */
const FLAT: TTariffPrice[] = (['default', 'saturday', 'sunday', 'holiday'] as const).map((type) => ({ type, from: '00:00:00', to: '24:00:00', price: 6000 }));
/** A calendar of 2026 with one holiday in spring: every November day follows its weekday. */
const CALENDAR = productionCalendar([{ day: '2026-05-01', kind: 'holiday' }]);
const costOf: CostRule = (prices, start, minutes, benefits) => calculateCost({ prices, start, minutes, timeZone: TIME_ZONE, calendar: CALENDAR, benefits });

const session = (date: string, time: string, hours: number, plate = 'А001АА159', zoneNumber = '101'): AdviceSession => {
  const start = permTime(date, time);
  return { plate, zoneNumber, prices: FLAT, start, end: new Date(start.getTime() + hours * 3_600_000), paid: hours * 6000 };
};

/**
 * Twelve sessions of 3 hours in zone 101 over three weeks, each paid 180 ₽: Monday to Thursday of
 * the weeks of 2, 9 and 16 November 2026, except that the twelfth is on Sunday 22 November from
 * 22:00 to 01:00. Paid: 12 × 180 ₽ = 2160 ₽.
 */
const HISTORY: AdviceSession[] = [
  ...['02', '03', '04', '05', '09', '10', '11', '12', '16', '17', '18'].map((day) => session(`2026-11-${day}`, '09:00', 3)),
  session('2026-11-22', '22:00', 3),
];

const offer = (code: string, patch: Partial<AdviceOffer>): AdviceOffer => ({
  code,
  type: 'week',
  days: null,
  zones: null,
  percent: 100,
  price: 50_000,
  ...patch,
});
const WEEK = offer('WEEK', {});
const CARD = offer('CARD', { type: 'month', percent: 50, price: 100_000 });

describe('what an offer would have cost', () => {
  it('buys a week pass for each uncovered session and charges what runs past its end', () => {
    // Passes bought on 2, 9 and 16 November (3 × 500 ₽) cover every session but the last hour of the
    // twelfth, after the third pass ends at midnight on 23 November: 60 ₽. 1500 + 60 = 1560 ₽;
    // the saving is 2160 − 1560 = 600 ₽.
    expect(coverWithOffer(HISTORY, WEEK, costOf, TIME_ZONE)).toMatchObject({ zone: '#', bought: 3, paid: 216_000, wouldPay: 156_000, saving: 60_000 });
  });

  it('takes a card’s percent off every session it covers', () => {
    // One month card from 2 November covers all twelve: 1000 ₽ + 2160 ₽ / 2 = 2080 ₽, saving 80 ₽.
    expect(coverWithOffer(HISTORY, CARD, costOf, TIME_ZONE)).toMatchObject({ bought: 1, wouldPay: 208_000, saving: 8_000 });
  });

  it('counts only the sessions in an offer’s zones, and names the zone where they were', () => {
    // A thirteenth session, in zone 555 on Thursday 19 November, falls inside the third pass.
    const mixed = [...HISTORY, session('2026-11-19', '09:00', 3, 'А001АА159', '555')];
    const listed = offer('LIST', { zones: ['555', '101', '777'] });
    expect(coverWithOffer(mixed, listed, costOf, TIME_ZONE)).toMatchObject({ zone: '101', bought: 3, paid: 234_000, wouldPay: 156_000 });
    // Only the session in 555: one pass of 500 ₽ for 180 ₽ of parking.
    expect(coverWithOffer(mixed, offer('ONLY-555', { zones: ['555'] }), costOf, TIME_ZONE)).toMatchObject({
      zone: '555',
      paid: 18_000,
      wouldPay: 50_000,
      saving: -32_000,
    });
    expect(coverWithOffer(HISTORY, offer('NONE', { zones: ['777'] }), costOf, TIME_ZONE)).toBeUndefined();
  });

  it('lasts a constructed offer’s own days', () => {
    // A 14-day pass from 2 November ends at midnight on 16 November; a second one, to 30 November,
    // covers the rest, the last session's hour after midnight on 23 November included: 2 × 500 ₽.
    expect(coverWithOffer(HISTORY, offer('DAYS', { type: 'week', days: 14 }), costOf, TIME_ZONE)).toMatchObject({ bought: 2, wouldPay: 100_000 });
  });
});

describe('the advice', () => {
  it('answers the plate and offer that would have saved the most', () => {
    const other = [session('2026-11-03', '10:00', 1, 'В002ВВ159'), session('2026-11-04', '10:00', 1, 'В002ВВ159')];
    const advice = adviseOn([...other, ...HISTORY], [CARD, WEEK], costOf, TIME_ZONE);
    expect(advice.verdict).toBe('saving');
    expect(advice.best).toMatchObject({ offer: { code: 'WEEK' }, plate: 'А001АА159', zone: '#', saving: 60_000 });
  });

  it('says no saving when every offer would have cost more', () => {
    expect(adviseOn(HISTORY, [offer('DEAR', { price: 200_000 })], costOf, TIME_ZONE)).toEqual({ verdict: 'noSaving' });
    expect(adviseOn(HISTORY, [], costOf, TIME_ZONE)).toEqual({ verdict: 'noSaving' });
  });

  it('says too little history below three paid sessions', () => {
    expect(adviseOn(HISTORY.slice(0, 2), [WEEK], costOf, TIME_ZONE)).toEqual({ verdict: 'tooLittleHistory' });
    expect(adviseOn(HISTORY.slice(0, 3), [offer('CHEAP', { price: 100 })], costOf, TIME_ZONE).verdict).toBe('saving');
  });
});
