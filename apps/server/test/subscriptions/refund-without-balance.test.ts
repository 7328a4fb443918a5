import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { rostovTime } from '../sessions/no-balance/no-balance-fixtures.ts';
import { paymentIdOf } from '../payments/payment-fixtures.ts';
import { ledgerIsConsistent, newDriver, sandbox } from '../sessions/session-fixtures.ts';
import { act, buy, subscriptionsOf } from './subscription-fixtures.ts';

// Rostov-on-Don keeps no balance (dontUseBalance): Monday 23 November 2026, 10:00 on its clock.
const { clock, city: rostov } = testCityAt(rostovTime('2026-11-23', '10:00'), { city: 'rostov' });

describe('refunding a subscription in a city without a balance', () => {
  it('returns the unused days through the provider that took the payment', async () => {
    const driver = await newDriver(rostov);
    const { RedirectURL } = await buy(rostov, driver, 'AB-MONTH', 'К700КК161', '2026-11-23', { paymentService: 'card' });
    await sandbox(rostov, RedirectURL!, 'pay');
    const [row] = await subscriptionsOf(rostov, driver.id);
    clock.set(rostovTime('2026-11-25', '15:00'));
    const answer = await act(rostov, driver.token, '/backend/v2/refund', { orderNum: String(row!.id) });
    expect(answer).toEqual({ status: 'ok', result: { orderNum: String(row!.id), amount: 540_000, destination: 'provider' } });
    expect(await ledgerIsConsistent(rostov, driver.id)).toBe(0);
    const refunds = await rostov.db.selectFrom('provider_refund').select(['amount', 'status']).where('payment_id', '=', paymentIdOf(RedirectURL!)).execute();
    expect(refunds).toEqual([{ amount: 540_000, status: 'refunded' }]);
  });
});
