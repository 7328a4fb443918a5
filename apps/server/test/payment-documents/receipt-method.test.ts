import { describe, expect, it } from 'vitest';
import { ZGetOptionsInfoV3Response } from '@city-parking/contract/site/get-options-info';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { api, balanceOf, newDriver, permTime, sessionsOf, vehicle } from '../sessions/session-fixtures.ts';
import { buy, subscriptionsOf } from '../subscriptions/subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const {
  cities: [perm, rostov],
} = testCitiesAt(permTime('2026-11-23', '10:00'), {}, { city: 'rostov' });

const methodsOf = async (city: typeof perm) =>
  ZGetOptionsInfoV3Response.parse((await city.app.inject({ url: city.api('/api/info/get-options-info-v3') })).json()).result.settings.paymentsMethods;

const paymentsOf = (driverId: number) => perm.db.selectFrom('provider_payment').select('id').where('driver_id', '=', driverId).execute();

describe('the «Квитанция» payment method', () => {
  it('is one of the methods of a city with payment documents, and of no other', async () => {
    expect((await methodsOf(perm)).find((m) => m.methodName === 'receipt')).toEqual({
      methodName: 'receipt',
      methodNameForShow: { ru: 'Квитанция', en: 'Payment slip' },
      methodDescription: expect.objectContaining({ ru: expect.any(String), en: expect.any(String) }),
      isPhoneRequired: false,
    });
    expect((await methodsOf(rostov)).map((m) => m.methodName)).not.toContain('receipt');
  });

  it('starts no provider payment for a top-up', async () => {
    const driver = await newDriver(perm);
    const answer = await api(perm).post('/api/payment/refill', { Token: driver.token, PaymentService: 'receipt', RefillAmount: '100' });
    expect(answer).toMatchObject({ status: 'error', errorName: 'PaymentServiceNeedsDocument' });
    expect(await paymentsOf(driver.id)).toEqual([]);
  });

  it('starts no provider payment for a parking session', async () => {
    const driver = await newDriver(perm);
    const body = { Token: driver.token, Zone: '101', Duration: 60, Vehicle: vehicle('А100ВС159'), PaymentService: 'receipt' };
    expect(await api(perm).post('/api/payment/start', body)).toMatchObject({ status: 'error', errorName: 'PaymentServiceNeedsDocument' });
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await paymentsOf(driver.id)).toEqual([]);
  });

  it('buys no subscription, not even from a balance that covers it', async () => {
    const driver = await newDriver(perm, 1_000_000);
    const answer = await buy(perm, driver, 'AB-DAY', 'К230КК159', '2026-11-30', { paymentService: 'receipt' });
    // Subscription calls answer the spec's "Error".
    expect(answer).toMatchObject({ status: 'Error', errorName: 'PaymentServiceNeedsDocument' });
    expect(await subscriptionsOf(perm, driver.id)).toEqual([]);
    expect(await balanceOf(perm, driver.id)).toBe(1_000_000);
    expect(await paymentsOf(driver.id)).toEqual([]);
  });
});
