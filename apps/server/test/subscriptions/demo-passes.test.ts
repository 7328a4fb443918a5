import { describe, expect, it } from 'vitest';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { ledger } from '../../src/modules/payments/ledger.ts';
import { DEMO_OPENING_BALANCE } from '../../src/modules/payments/seed/seed-opening-balance.ts';
import { testCitiesAt } from '../helpers/test-cities.ts';
import { everyPage } from '../operations/operations-fixtures.ts';
import { api, permTime, vehicle } from '../sessions/session-fixtures.ts';
import { benefitsOf } from './subscription-fixtures.ts';

// Thursday 3 December 2026, 11:00 in Perm: the demo seeds its history up to this instant.
const at = permTime('2026-12-03', '11:00');
const {
  cities: [perm, sevastopol],
} = testCitiesAt(at, { city: 'perm' }, { city: 'sevastopol' });

const demoDriver = async (city: typeof perm, email: string) => {
  const { id } = await city.db.selectFrom('driver').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id, token: await tokenService(tokenRepo(city.db), city.now).issue('standart', id) };
};

describe('the demo drivers’ passes', () => {
  it.each([
    ['perm', 'demo@parking.test'],
    ['perm', 'ivanov@parking.test'],
    ['sevastopol', 'demo@parking.test'],
  ] as const)('in %s, every pass row of %s’s history names a pass the subscriptions list shows, and each pass has one row', async (code, email) => {
    const city = code === 'perm' ? perm : sevastopol;
    const driver = await demoDriver(city, email);
    const rows = (await everyPage(city, { token: driver.token, Operation: 'paymentSubscription' })).flat();
    const benefits = await benefitsOf(city, driver);
    expect(rows.length).toBeGreaterThan(1);
    const named = rows.map((row) => [row.transport, row.startsOf, row.endOf]).sort();
    const listed = benefits.map((b) => [b.transport, (b as unknown as { startOf: string }).startOf, b.endOf]).sort();
    expect(named).toEqual(listed);
    // The passes are paid from the balance the history ends with as it began.
    expect(await ledger.balanceOf(city.db, driver.id)).toBe(await ledger.sumOf(city.db, driver.id));
  });

  it('leaves the first demo driver the opening balance, one pass running now, and no parking paid while a pass ran', async () => {
    const driver = await demoDriver(perm, 'demo@parking.test');
    expect(await ledger.balanceOf(perm.db, driver.id)).toBe(DEMO_OPENING_BALANCE);
    const benefits = await benefitsOf(perm, driver);
    const running = benefits.filter((b) => Date.parse((b as unknown as { startOf: string }).startOf) <= at.getTime() && at.getTime() < Date.parse(b.endOf));
    expect(running.map((b) => b.transport)).toEqual(['1234АМ59']);
    const passes = await perm.db.selectFrom('subscription').selectAll().where('driver_id', '=', driver.id).execute();
    const payments = (await everyPage(perm, { token: driver.token, Operation: 'payment' })).flat();
    const paidInPass = payments.filter((p) =>
      passes.some((s) => s.plate === p.transport && s.start_at.getTime() < Date.parse(p.endOf!) && Date.parse(p.startsOf!) < s.end_at.getTime()),
    );
    expect(paidInPass).toEqual([]);
  });

  it('prices a zone-101 hour at 0 for the plate with a running all-zone pass, and the primary car at the tariff', async () => {
    const driver = await demoDriver(perm, 'demo@parking.test');
    const cost = (plate: string, category = 'B') =>
      api(perm).post('/api/payment/cost', { Token: driver.token, Zone: '101', ParkingCode: '', Duration: 60, Vehicle: vehicle(plate, category) });
    expect(await cost('1234АМ59', 'A')).toMatchObject({ status: 'ok', totalcost: 0 });
    expect(await cost('А123ВС159')).toMatchObject({ status: 'ok', totalcost: 60 });
  });
});
