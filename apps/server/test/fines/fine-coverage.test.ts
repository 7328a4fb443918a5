import { describe, expect, it } from 'vitest';
import { coverageOf, oneCharacterOff, type PaidPeriods } from '../../src/modules/fines/fine-coverage.ts';
import { testCities } from '../helpers/test-cities.ts';
import { newDriver, type TestDriver } from '../sessions/session-fixtures.ts';
import { addVehicle, fineRow, finesOf, importFines } from './fines-fixtures.ts';

const AT = new Date('2026-11-20T09:32:00Z');
const UNTIL = new Date('2026-11-20T10:00:00Z');
const session = (plate: string, zone = '101', start = new Date('2026-11-20T09:00:00Z'), end = UNTIL) => ({ id: 1, plate, zone, start, end });
const paid = (over: Partial<PaidPeriods>): PaidPeriods => ({ sessions: [], subscriptions: [], ...over });

describe('coverage of a fine by the driver’s own payments (pure)', () => {
  it('a session of the plate in the zone covering the instant', () => {
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({ sessions: [session('А123ВС159')] }))).toEqual({
      kind: 'session',
      zone: '101',
      until: UNTIL.toISOString(),
      at: AT.toISOString(),
    });
    // The end is exclusive; another zone does not cover; a fine that names no zone is matched in any.
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: UNTIL }, paid({ sessions: [session('А123ВС159')] }))).toBeUndefined();
    expect(coverageOf({ plate: 'А123ВС159', zone: '102', at: AT }, paid({ sessions: [session('А123ВС159')] }))).toBeUndefined();
    expect(coverageOf({ plate: 'А123ВС159', zone: '', at: AT }, paid({ sessions: [session('А123ВС159')] }))).toMatchObject({ kind: 'session' });
  });

  it('a subscription of the plate covering the zone, or every zone', () => {
    const sub = (zones: string[] | null) => ({
      id: 2,
      plate: 'А123ВС159',
      zones,
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({ subscriptions: [sub(['101'])] }))).toMatchObject({
      kind: 'subscription',
      zone: '101',
    });
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({ subscriptions: [sub(null)] }))).toMatchObject({ kind: 'subscription' });
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({ subscriptions: [sub(['102'])] }))).toBeUndefined();
  });

  it('no session at all, and a plate one character off as a likely typo', () => {
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({}))).toBeUndefined();
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({ sessions: [session('А128ВС159')] }))).toEqual({ kind: 'typo', plate: 'А128ВС159' });
    expect(coverageOf({ plate: 'А123ВС159', zone: '101', at: AT }, paid({ sessions: [session('А128ВС158')] }))).toBeUndefined();
    expect(oneCharacterOff('А123ВС159', 'А123ВС15')).toBe(false);
    expect(oneCharacterOff('А123ВС159', 'А123ВС159')).toBe(false);
  });
});

const [perm] = testCities({ city: 'perm' });

async function addSession(driver: TestDriver, plate: string, zone: string, start: Date, end: Date) {
  const zoneRow = await perm.db.selectFrom('zone').select('id').executeTakeFirstOrThrow();
  await perm.db
    .insertInto('parking_session')
    .values({
      driver_id: driver.id,
      zone_id: zoneRow.id,
      zone_number: zone,
      parking_code: zone,
      plate,
      plate_format: 'rus',
      category: 'B',
      kind: 'payment',
      start_at: start,
      end_at: end,
      status: 'done',
      paid: 6000,
      request_key: null,
      created_at: start,
    })
    .execute();
}

async function addSubscription(driver: TestDriver, plate: string, zones: string[] | null, start: Date, end: Date) {
  const offer = await perm.db.selectFrom('subscription_offer').select(['id', 'type']).executeTakeFirstOrThrow();
  await perm.db
    .insertInto('subscription')
    .values({
      driver_id: driver.id,
      offer_id: offer.id,
      type: offer.type,
      plate,
      zones: zones === null ? null : JSON.stringify(zones),
      discount_percent: 100,
      start_at: start,
      end_at: end,
      price: 0,
      ledger_key: `fine-test:${driver.id}:${plate}`,
      payment_id: null,
      created_at: perm.now(),
    })
    .execute();
}

describe('the fines answer says what covered each fine', () => {
  it('a covering session, a subscription, none, and a one-character-off plate', async () => {
    const driver = await newDriver(perm);
    await addVehicle(perm, driver, 'К500КК159', '59ТС500159');
    await addVehicle(perm, driver, 'М600ММ159', '59ТС600159');
    await addSession(driver, 'К500КК159', '101', new Date('2026-11-20T09:00:00Z'), UNTIL);
    await addSession(driver, 'К500КЕ159', '102', new Date('2026-11-21T09:00:00Z'), new Date('2026-11-21T10:00:00Z'));
    await addSubscription(driver, 'М600ММ159', ['103'], new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));
    const covered = fineRow({ grz: 'К500КК159', sts: '59ТС500159', zone: '101', offenseDate: '2026-11-20T09:32:00Z' });
    const typo = fineRow({ grz: 'К500КК159', sts: '59ТС500159', zone: '102', offenseDate: '2026-11-21T09:32:00Z' });
    const uncovered = fineRow({ grz: 'К500КК159', sts: '59ТС500159', zone: '101', offenseDate: '2026-11-22T09:32:00Z' });
    const bySubscription = fineRow({ grz: 'М600ММ159', sts: '59ТС600159', zone: '103', offenseDate: '2026-11-19T09:32:00Z' });
    await importFines(perm, [covered, typo, uncovered, bySubscription]);
    const fines = await finesOf(perm, driver);
    const coverage = Object.fromEntries(fines.map((f) => [f.uin, f.coverage]));
    expect(coverage[covered.uin]).toEqual({ kind: 'session', zone: '101', until: UNTIL.toISOString(), at: '2026-11-20T09:32:00.000Z' });
    expect(coverage[typo.uin]).toEqual({ kind: 'typo', plate: 'К500КЕ159' });
    expect(coverage[uncovered.uin]).toBeUndefined();
    expect(coverage[bySubscription.uin]).toMatchObject({ kind: 'subscription', zone: '103', until: '2026-12-01T00:00:00.000Z' });
  });
});
