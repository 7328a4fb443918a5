import { describe, expect, it } from 'vitest';
import { ZSubscriptionAdviceResponse } from '@city-parking/contract/subscriptions/subscription-advice';
import type { TestCity } from '../helpers/create-test-city.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, newDriver, permTime, type TestDriver } from '../sessions/session-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock: the window is 26 August to 23 November. Zone 101
// charges 60 ₽/h around the clock.
const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

type Parked = { plate: string; date: string; time?: string; hours: number; paid?: number; status?: 'active' | 'done' | 'cancelled' | 'waiting' };

/** A session as the payment calls write it; paid defaults to what zone 101 charges for its hours. */
async function parked(city: TestCity, driver: TestDriver | null, { plate, date, time = '08:00', hours, paid = hours * 6000, status = 'done' }: Parked) {
  const zone = await city.db.selectFrom('zone').select(['id', 'code']).where('zone_number', '=', '101').executeTakeFirstOrThrow();
  const start = permTime(date, time);
  await city.db
    .insertInto('parking_session')
    .values({
      driver_id: driver?.id ?? null,
      zone_id: zone.id,
      zone_number: '101',
      parking_code: zone.code,
      plate,
      plate_format: 'rus',
      category: 'B',
      kind: 'payment',
      start_at: start,
      end_at: new Date(start.getTime() + hours * 3_600_000),
      status,
      paid,
      created_at: start,
    })
    .execute();
}

const advice = async (driver: TestDriver, language = 'ru') => {
  const answer = await api(perm, language).get<{ result: Record<string, unknown> }>('/api/profile/subscription-advice', { token: driver.token });
  expect(ZSubscriptionAdviceResponse.safeParse(answer).success).toBe(true);
  return answer.result;
};

describe('the advice on subscriptions', () => {
  it('finds the offer that would have saved the most on the driver’s own paid sessions', async () => {
    const driver = await newDriver(perm);
    // Three Mondays of ten hours, 600 ₽ each: three day passes (3 × 400 ₽) would have saved 600 ₽;
    // a week pass each time (3 × 2000 ₽) or a 50 % month card (1500 ₽ + 900 ₽) would have cost more.
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16']) await parked(perm, driver, { plate: 'К600КК159', date, hours: 10 });
    expect(await advice(driver)).toEqual({
      verdict: 'saving',
      sessions: 3,
      from: '2026-08-26',
      to: '2026-11-23',
      best: { offerCode: 'AB-DAY', offerLabel: 'Абонемент на сутки', plate: 'К600КК159', zone: '#', paid: 180_000, wouldPay: 120_000, saving: 60_000 },
    });
    expect(await advice(driver, 'en')).toMatchObject({ best: { offerLabel: 'Day pass' } });
  });

  it('never counts another driver’s, a guest’s, an unpaid or an older session', async () => {
    const driver = await newDriver(perm);
    const other = await newDriver(perm);
    for (const date of ['2026-11-03', '2026-11-10', '2026-11-17']) await parked(perm, driver, { plate: 'К601КК159', date, hours: 10 });
    // The same plate paid by someone else, by a guest, free under a pass, still owed, or before the window.
    for (const date of ['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-19']) await parked(perm, other, { plate: 'К601КК159', date, hours: 10 });
    await parked(perm, null, { plate: 'К601КК159', date: '2026-11-05', hours: 10 });
    await parked(perm, driver, { plate: 'К601КК159', date: '2026-11-06', hours: 10, paid: 0 });
    await parked(perm, driver, { plate: 'К601КК159', date: '2026-11-07', hours: 10, paid: 0, status: 'waiting' });
    await parked(perm, driver, { plate: 'К601КК159', date: '2026-08-25', time: '23:00', hours: 10 });
    expect(await advice(driver)).toMatchObject({ verdict: 'saving', sessions: 3, best: { plate: 'К601КК159', paid: 180_000, wouldPay: 120_000 } });
  });

  it('says there would have been no saving when every offer costs more than was paid', async () => {
    const driver = await newDriver(perm);
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16']) await parked(perm, driver, { plate: 'К602КК159', date, hours: 1 });
    expect(await advice(driver)).toEqual({ verdict: 'noSaving', sessions: 3, from: '2026-08-26', to: '2026-11-23' });
  });

  it('says too little history below three paid sessions', async () => {
    const driver = await newDriver(perm);
    expect(await advice(driver)).toEqual({ verdict: 'tooLittleHistory', sessions: 0, from: '2026-08-26', to: '2026-11-23' });
    for (const date of ['2026-11-02', '2026-11-09']) await parked(perm, driver, { plate: 'К603КК159', date, hours: 10 });
    expect(await advice(driver)).toMatchObject({ verdict: 'tooLittleHistory', sessions: 2 });
  });

  it('asks for a signed-in driver', async () => {
    expect(await api(perm).get('/api/profile/subscription-advice', { token: 'x'.repeat(43) })).toMatchObject({ status: 'Error', errorName: 'TokenNotFound' });
  });
});
