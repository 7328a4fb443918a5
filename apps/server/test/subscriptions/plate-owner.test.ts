import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { ledgerIsConsistent, newDriver, permTime, type TestDriver } from '../sessions/session-fixtures.ts';
import { act, addVehicle, buy, subscriptionsOf } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const refund = (driver: TestDriver, orderNum: string) => act(perm, driver.token, '/backend/v2/refund', { orderNum });
const change = (driver: TestDriver, orderNum: string, grzNew: string) => act(perm, driver.token, '/backend/v2/changeGRZ', { orderNum, grzNew });

/** A driver with `plate` among their vehicles and money on the balance. */
async function ownerOf(plate: string) {
  const driver = await newDriver(perm, 2_000_000);
  await addVehicle(perm, driver.id, plate);
  return driver;
}

describe('a plate’s registered owner and other drivers’ subscriptions for it', () => {
  it('lets the owner buy after a stranger bought a pass for the plate and had it all back before its start', async () => {
    const owner = await ownerOf('К700КК159');
    const stranger = await newDriver(perm, 300_000);
    const bought = await buy(perm, stranger, 'AB-WEEK', 'К700КК159', '2026-11-30');
    expect(await refund(stranger, bought.orderNum!)).toMatchObject({ status: 'ok', result: { amount: 200_000 } });
    expect(await ledgerIsConsistent(perm, stranger.id)).toBe(300_000);
    expect(await buy(perm, owner, 'AB-MONTH', 'К700КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
  });

  it('lets the owner buy while a stranger’s pass for the plate runs, and keeps strangers out of the owner’s days', async () => {
    const owner = await ownerOf('К701КК159');
    const stranger = await newDriver(perm, 300_000);
    expect(await buy(perm, stranger, 'AB-WEEK', 'К701КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
    expect(await buy(perm, owner, 'AB-MONTH', 'К701КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
    // The owner is still blocked by their own subscription, and anyone else by any.
    expect(await buy(perm, owner, 'AB-DAY', 'К701КК159', '2026-12-10')).toMatchObject({ status: 'Error', errorName: 'SubscriptionAlreadyExists' });
    const another = await newDriver(perm, 100_000);
    expect(await buy(perm, another, 'AB-DAY', 'К701КК159', '2026-12-10')).toMatchObject({ status: 'Error', errorName: 'SubscriptionAlreadyExists' });
    expect(await ledgerIsConsistent(perm, owner.id)).toBe(2_000_000 - 600_000);
  });

  it('does not let a stranger’s change of vehicle onto the plate block its owner', async () => {
    const owner = await ownerOf('К702КК159');
    // Anyone may add any plate to their vehicles, and so move a subscription onto it.
    const stranger = await newDriver(perm, 600_000);
    await addVehicle(perm, stranger.id, 'К703КК159');
    await addVehicle(perm, stranger.id, 'К702КК159');
    const bought = await buy(perm, stranger, 'AB-MONTH', 'К703КК159', '2026-11-23');
    expect(await change(stranger, bought.orderNum!, 'К702КК159')).toMatchObject({ status: 'ok' });
    expect(await buy(perm, owner, 'AB-WEEK', 'К702КК159', '2026-11-24')).toMatchObject({ status: 'ok' });
    // And the owner's own change onto the plate is not blocked by it either.
    await addVehicle(perm, owner.id, 'К704КК159');
    const second = await buy(perm, owner, 'AB-WEEK', 'К704КК159', '2026-12-01');
    expect(await change(owner, second.orderNum!, 'К702КК159')).toMatchObject({ status: 'ok' });
  });

  it('lets a pause of the owner’s subscription reach into a stranger’s days', async () => {
    const owner = await ownerOf('К705КК159');
    const mine = await buy(perm, owner, 'AB-WEEK', 'К705КК159', '2026-11-23');
    const stranger = await newDriver(perm, 300_000);
    // The owner's week keeps strangers out until 30 November, not after.
    expect(await buy(perm, stranger, 'AB-WEEK', 'К705КК159', '2026-12-05')).toMatchObject({ status: 'ok' });
    expect(await act(perm, owner.token, '/backend/v2/pauseAb', { orderNum: mine.orderNum! })).toMatchObject({ status: 'ok' });
  });

  it('lets only one of the owner’s concurrent purchases for one period through', async () => {
    const owner = await ownerOf('К706КК159');
    const answers = await Promise.all([1, 2, 3].map(() => buy(perm, owner, 'AB-WEEK', 'К706КК159', '2026-11-25')));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a.errorName === 'SubscriptionAlreadyExists')).toHaveLength(2);
    expect(await subscriptionsOf(perm, owner.id)).toHaveLength(1);
    expect(await ledgerIsConsistent(perm, owner.id)).toBe(2_000_000 - 200_000);
  });
});
