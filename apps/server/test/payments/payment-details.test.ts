import { describe, expect, it } from 'vitest';
import { api, ledgerIsConsistent, newDriver, operationsOf, permTime, sandbox, sessionsOf, vehicle } from '../sessions/session-fixtures.ts';
import { paymentIdOf, paymentRow } from './payment-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

/** Replaces a waiting payment's details, as a fault in the code that wrote them would. */
const spoilDetails = (id: string, details: string) => perm.db.updateTable('provider_payment').set({ details }).where('id', '=', id).execute();

describe('payment details each purpose reads through its schema', () => {
  it('refunds a paid start whose details its purpose cannot read, and starts nothing', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await api(perm).post<{ RedirectURL: string }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('К191КК159'),
      PaymentService: 'card',
    });
    await spoilDetails(paymentIdOf(RedirectURL), JSON.stringify({ zoneId: 'one', plate: 5 }));
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect(await paymentRow(perm, paymentIdOf(RedirectURL))).toMatchObject({ status: 'refunded' });
    expect(await sessionsOf(perm, driver.id)).toEqual([]);
    expect(await operationsOf(perm, driver.id)).toEqual([]);
  });

  it('refunds a top-up whose details are not an object instead of crediting it', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
      Token: driver.token,
      PaymentService: 'card',
      RefillAmount: '100',
    });
    await spoilDetails(paymentIdOf(RedirectURL), JSON.stringify('top-up'));
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect(await operationsOf(perm, driver.id)).toEqual([]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('still applies a paid start whose details read well', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await api(perm).post<{ RedirectURL: string }>('/api/payment/start', {
      Token: driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('К192КК159'),
      PaymentService: 'card',
    });
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=done');
    expect(await sessionsOf(perm, driver.id)).toHaveLength(1);
  });
});
