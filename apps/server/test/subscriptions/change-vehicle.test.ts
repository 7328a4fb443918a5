import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, newDriver, permTime, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { act, addVehicle, buy, flagsOf, subscriptionsOf } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const change = (driver: TestDriver, orderNum: string, grzNew: string) => act(perm, driver.token, '/backend/v2/changeGRZ', { orderNum, grzNew });

const discount = async (driver: TestDriver, plate: string) =>
  (
    await api(perm).post<{ totaldiscount: number }>('/api/payment/cost', {
      Token: driver.token,
      Zone: '101',
      ParkingCode: '',
      Duration: 60,
      Vehicle: vehicle(plate),
    })
  ).totaldiscount;

/** A driver with the vehicles `plates`, who bought `code` for the first of them from `start`. */
async function owner(plates: string[], code = 'AB-MONTH', start = '2026-11-23') {
  const driver = await newDriver(perm, 2_000_000);
  for (const plate of plates) await addVehicle(perm, driver.id, plate);
  const { orderNum } = await buy(perm, driver, code, plates[0]!, start);
  return { driver, orderNum: orderNum! };
}

describe('changing a subscription’s vehicle', () => {
  it('moves it to another of the driver’s vehicles once, the plate compared as the vehicle list writes it', async () => {
    const { driver, orderNum } = await owner(['К600КК159', 'К601КК159']);
    // Latin look-alikes, lower case and spaces name the same plate.
    const answer = await change(driver, orderNum, 'k 601 kk 159');
    expect(answer).toMatchObject({
      status: 'ok',
      result: { orderNum, transport: 'К601КК159', ТС: 'К601КК159', canChangeTs: false, canPause: true, canRefund: true },
    });
    expect(await subscriptionsOf(perm, driver.id)).toMatchObject([{ plate: 'К601КК159', previous_plate: 'К600КК159' }]);
    expect(await discount(driver, 'К601КК159')).toBe(60);
    expect(await discount(driver, 'К600КК159')).toBe(0);
    expect(await change(driver, orderNum, 'К600КК159')).toMatchObject({ status: 'Error', errorName: 'SubscriptionActionNotAllowed' });
  });

  it('refuses a vehicle that is not the driver’s, the same plate, and yesterday’s subscription', async () => {
    const { driver, orderNum } = await owner(['К602КК159', 'К603КК159']);
    expect(await change(driver, orderNum, 'К699КК159')).toMatchObject({ status: 'Error', errorName: 'VehicleNotInProfile' });
    expect(await change(driver, orderNum, 'К602КК159')).toMatchObject({ status: 'Error', errorName: 'SubscriptionActionNotAllowed' });
    const yesterday = await owner(['К604КК159', 'К605КК159'], 'AB-PREV-DAY', '');
    expect(await flagsOf(perm, yesterday.driver, yesterday.orderNum)).toMatchObject({ canChangeTs: false });
    expect(await change(yesterday.driver, yesterday.orderNum, 'К605КК159')).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    const stranger = await newDriver(perm);
    await addVehicle(perm, stranger.id, 'К603КК159');
    expect(await change(stranger, orderNum, 'К603КК159')).toMatchObject({ errorName: 'SubscriptionNotFound' });
  });

  it('refuses after the end and after a refund', async () => {
    const { driver, orderNum } = await owner(['К606КК159', 'К607КК159'], 'AB-WEEK');
    clock.set(permTime('2026-11-30', '00:00'));
    expect(await flagsOf(perm, driver, orderNum)).toMatchObject({ canChangeTs: false });
    expect(await change(driver, orderNum, 'К607КК159')).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
    clock.set(permTime('2026-11-23', '10:00'));
    const refunded = await owner(['К608КК159', 'К609КК159'], 'AB-WEEK');
    await act(perm, refunded.driver.token, '/backend/v2/refund', { orderNum: refunded.orderNum });
    expect(await change(refunded.driver, refunded.orderNum, 'К609КК159')).toMatchObject({ errorName: 'SubscriptionActionNotAllowed' });
  });

  it('refuses a plate that already has a subscription sharing the period and a zone', async () => {
    const { driver, orderNum } = await owner(['К610КК159', 'К611КК159']);
    expect(await buy(perm, driver, 'AB-DAY', 'К611КК159', '2026-12-10')).toMatchObject({ status: 'ok' });
    expect(await change(driver, orderNum, 'К611КК159')).toMatchObject({ status: 'Error', errorName: 'SubscriptionAlreadyExists' });
    expect(await subscriptionsOf(perm, driver.id)).toMatchObject([{ plate: 'К610КК159', previous_plate: null }, { plate: 'К611КК159' }]);
  });

  it('lets only one of two subscriptions move to one plate at once', async () => {
    const driver = await newDriver(perm, 2_000_000);
    for (const plate of ['К620КК159', 'К621КК159', 'К622КК159']) await addVehicle(perm, driver.id, plate);
    const first = await buy(perm, driver, 'AB-MONTH', 'К620КК159', '2026-11-23');
    const second = await buy(perm, driver, 'AB-WEEK', 'К621КК159', '2026-11-24');
    const answers = await Promise.all([change(driver, first.orderNum!, 'К622КК159'), change(driver, second.orderNum!, 'К622КК159')]);
    expect(answers.map((a) => a.status).sort()).toEqual(['Error', 'ok']);
    expect(answers.find((a) => a.status === 'Error')).toMatchObject({ errorName: 'SubscriptionAlreadyExists' });
    const rows = await subscriptionsOf(perm, driver.id);
    expect(rows.filter((row) => row.plate === 'К622КК159')).toHaveLength(1);
  });
});
