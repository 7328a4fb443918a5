import { describe, expect, it } from 'vitest';
import { addZone, api, flatPrices, ledgerIsConsistent, newDriver, operationsOf, permTime, vehicle, type TestDriver } from './session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

let plates = 0;

/** A driver who parked `minutes` in zone 101 (60 ₽/h) from the clock's time, with nothing left on the balance. */
async function parked(minutes: number, zone = '101') {
  const driver = await newDriver(perm, minutes * 100);
  plates += 1;
  const answer = await api(perm).post<{ sessionId: number }>('/api/payment/start', {
    Token: driver.token,
    Zone: zone,
    Duration: minutes,
    Vehicle: vehicle(`С${String(plates).padStart(3, '0')}СС159`),
    PaymentService: 'balance',
  });
  expect(answer).toMatchObject({ status: 'ok' });
  return { driver, sessionId: answer.sessionId };
}

const cancel = (driver: TestDriver, sessionId: number | string, path = '/api/payment/cancel') =>
  api(perm).post<{ refund: number }>(path, { Token: driver.token, [path.endsWith('v2') ? 'OrderId' : 'ReservationId']: sessionId });
const sessionRow = (id: number) =>
  perm.db.selectFrom('parking_session').select(['status', 'start_at', 'end_at', 'paid']).where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/payment/cancel', () => {
  it('ends the session now and refunds what the rest of it costs, from the next whole minute', async () => {
    const { driver, sessionId } = await parked(120);
    clock.set(permTime('2026-11-23', '10:30:20'));
    // 10:31 to 12:00 is 89 minutes at 60 ₽/h.
    expect(await cancel(driver, sessionId)).toEqual({ status: 'ok', refund: 89 });
    expect(await sessionRow(sessionId)).toEqual({
      status: 'cancelled',
      start_at: new Date('2026-11-23T05:00:00Z'),
      end_at: permTime('2026-11-23', '10:30:20'),
      paid: 3100,
    });
    expect((await operationsOf(perm, driver.id)).slice(1)).toEqual([
      expect.objectContaining({ kind: 'payment', amount: -12_000 }),
      { kind: 'cancel', amount: 8900, idempotency_key: `cancel:${sessionId}`, session_id: sessionId, payment_id: null },
    ]);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(8900);

    // A second cancel finds it over and moves no money.
    expect(await cancel(driver, sessionId)).toMatchObject({ errorName: 'ParkingSessionIsOver' });
    expect(await cancel(driver, sessionId, '/api/payment/cancel/v2')).toMatchObject({ errorName: 'ParkingSessionIsOver' });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(8900);
  });

  it('serves v2 with OrderId', async () => {
    const { driver, sessionId } = await parked(60);
    expect(await cancel(driver, sessionId, '/api/payment/cancel/v2')).toEqual({ status: 'ok', refund: 60 });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(6000);
  });

  it('answers NoSaving with fewer than 30 minutes left, and cancels with exactly 30', async () => {
    const first = await parked(60);
    const second = await parked(60);
    clock.set(permTime('2026-11-23', '10:30:01'));
    expect(await cancel(first.driver, first.sessionId)).toMatchObject({ errorName: 'NoSaving' });
    expect(await sessionRow(first.sessionId)).toMatchObject({ status: 'active', paid: 6000 });
    clock.set(permTime('2026-11-23', '10:30'));
    expect(await cancel(second.driver, second.sessionId)).toEqual({ status: 'ok', refund: 30 });
    expect(await ledgerIsConsistent(perm, first.driver.id)).toBe(0);
  });

  it('refunds no more than was paid, even when the price rose since', async () => {
    await addZone(perm, '960', flatPrices(3000));
    const { driver, sessionId } = await parked(60, '960');
    expect(await sessionRow(sessionId)).toMatchObject({ paid: 3000 });
    await perm.db
      .updateTable('zone')
      .set({ prices: JSON.stringify(flatPrices(100_000)) } as never)
      .where('zone_number', '=', '960')
      .execute();
    await perm.changes.settle();
    expect(await cancel(driver, sessionId)).toEqual({ status: 'ok', refund: 30 });
    expect(await sessionRow(sessionId)).toMatchObject({ paid: 0 });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(6000);
  });

  it("refuses sessions that are not the driver's, not there, or ended", async () => {
    const { driver, sessionId } = await parked(60);
    const stranger = await newDriver(perm);
    expect(await cancel(stranger, sessionId)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await cancel(driver, 123_456)).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await cancel(driver, '')).toMatchObject({ errorName: 'ParkingSessionNotFound' });
    expect(await cancel({ ...driver, token: 'expired-or-unknown' }, sessionId)).toMatchObject({ errorName: 'TokenNotFound' });
    clock.set(permTime('2026-11-23', '11:00'));
    expect(await cancel(driver, sessionId)).toMatchObject({ errorName: 'ParkingSessionIsOver' });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
  });

  it('refunds once when two cancels arrive together', async () => {
    const { driver, sessionId } = await parked(90);
    const answers = await Promise.all([cancel(driver, sessionId), cancel(driver, sessionId, '/api/payment/cancel/v2'), cancel(driver, sessionId)]);
    expect(answers.filter((a) => a.status === 'ok')).toEqual([{ status: 'ok', refund: 90 }]);
    expect(answers.filter((a) => a.errorName === 'ParkingSessionIsOver')).toHaveLength(2);
    expect((await operationsOf(perm, driver.id)).filter((o) => o.kind === 'cancel')).toHaveLength(1);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(9000);
  });
});
