import { describe, expect, it } from 'vitest';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { companyLedger } from '../../src/modules/corporate/company-ledger.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, balanceOf, newDriver, operationsOf, permTime, sessionsOf, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';
import { corpCall } from './corp-calls.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

let fleets = 0;

interface FleetOptions {
  /** Kopecks on the company's balance. */
  balance?: number;
  /** Kopecks a month. */
  limit?: number | null;
  driverActive?: boolean;
  vehicleActive?: boolean;
  deviceActive?: boolean;
  /** How many vehicles the company has (plates К<n>…, the first with a device). */
  vehicles?: number;
}

/** A company of its own with the driver in its list (by the driver's phone), its vehicles and money. */
async function fleet(options: FleetOptions = {}) {
  const { balance = 100_000, limit = null, driverActive = true, vehicleActive = true, deviceActive = true, vehicles = 1 } = options;
  fleets += 1;
  const driver = await newDriver(perm, 50_000);
  const phone = (await perm.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driver.id).executeTakeFirstOrThrow()).phone;
  const { id } = await perm.db
    .insertInto('company')
    .values({
      inn: `99${String(fleets).padStart(8, '0')}`,
      contract_number: `T-${fleets}`,
      name: `ООО «Парк ${fleets}»`,
      email: `fleet${fleets}@company.test`,
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyId = Number(id);
  await perm.db
    .insertInto('company_driver')
    .values({
      company_id: companyId,
      surname: 'Шофёров',
      first_name: 'Семён',
      patronymic: '',
      phone,
      car_number: '',
      active: driverActive,
      monthly_limit: limit,
      created_at: clock.now(),
    })
    .execute();
  const plates = Array.from(
    { length: vehicles },
    (_, i) => `К${String(fleets % 1000).padStart(3, '0')}${'АВЕКМНОРСТУХ'[i % 12]}${'АВЕКМНОРСТУХ'[Math.floor(i / 12) % 12]}159`,
  );
  await perm.db
    .insertInto('company_vehicle')
    .values(plates.map((plate, i) => ({ company_id: companyId, plate, vin: i === 0 ? `VIN${fleets}` : '', active: vehicleActive, created_at: clock.now() })))
    .execute();
  await perm.db
    .insertInto('tracking_device')
    .values({ company_id: companyId, vin: `VIN${fleets}`, imei: `35693803${String(fleets).padStart(7, '0')}`, active: deviceActive, created_at: clock.now() })
    .execute();
  if (balance > 0)
    await perm.db
      .transaction()
      .execute((trx) => companyLedger.post(trx, { companyId, kind: 'refill', amount: balance, idempotencyKey: `test:fleet:${fleets}`, at: clock.now() }));
  const coopToken = await tokenService(tokenRepo(perm.db), perm.now).issue('coop', companyId);
  return { driver, phone, companyId, coopToken, plates, plate: plates[0]!, name: `ООО «Парк ${fleets}»` };
}

type Answer = { status: string; errorName?: string; sessionId?: number; remaining?: number; refund?: number };

const start = (driver: TestDriver, plate: string, minutes = 60, language = 'ru') =>
  api(perm, language).post<Answer>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: minutes,
    Vehicle: vehicle(plate),
    PaymentService: 'company',
  });

const companyBalance = async (companyId: number) =>
  Number((await perm.db.selectFrom('company').select('balance').where('id', '=', companyId).executeTakeFirstOrThrow()).balance);

/** The company's balance equals the sum of its ledger and is never negative. */
async function companyConsistent(companyId: number) {
  const sum = await perm.db
    .selectFrom('company_operation')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('sum'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const balance = await companyBalance(companyId);
  expect(balance).toBe(Number(sum.sum));
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

const companyRows = (companyId: number) =>
  perm.db.selectFrom('company_operation').selectAll().where('company_id', '=', companyId).where('kind', '!=', 'refill').orderBy('id').execute();

describe('parking on the company’s account', () => {
  it('tells the driver which companies pay for which plates, with the cap left this month', async () => {
    const f = await fleet({ limit: 50_000, vehicles: 2 });
    const answer = await api(perm).get<{ result: unknown[] }>('/api/profile/company-payers', { token: f.driver.token });
    expect(answer).toEqual({ status: 'ok', result: [{ companyName: f.name, active: true, plates: f.plates, monthlyLimit: 500, remaining: 500 }] });
    const other = await newDriver(perm);
    expect(await api(perm).get('/api/profile/company-payers', { token: other.token })).toEqual({ status: 'ok', result: [] });
    // A company's token opens nothing of a driver's.
    expect(await api(perm).get('/api/profile/company-payers', { token: f.coopToken })).toMatchObject({ status: 'error' });
  });

  it('starts, extends and cancels a session on the company’s balance, never the driver’s, and both histories show it', async () => {
    const f = await fleet({ limit: 100_000 });
    const started = await start(f.driver, f.plate);
    expect(started).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    const sessionId = started.sessionId!;
    expect(await companyBalance(f.companyId)).toBe(100_000 - 6_000);
    expect(await balanceOf(perm, f.driver.id)).toBe(50_000);
    expect((await operationsOf(perm, f.driver.id)).map((o) => o.kind)).toEqual(['refill']);

    // An extension is the company's too, whatever method is named.
    const renewed = await api(perm).post<Answer>('/api/payment/renew', {
      Token: f.driver.token,
      ReservationId: sessionId,
      Duration: 60,
      PaymentService: 'balance',
    });
    expect(renewed).toMatchObject({ status: 'ok' });
    expect(await companyBalance(f.companyId)).toBe(100_000 - 12_000);

    clock.set(permTime('2026-11-23', '10:30:20'));
    // 10:31 to 12:00 is 89 minutes at 60 ₽/h, back to the company.
    expect(await api(perm).post('/api/payment/cancel', { Token: f.driver.token, ReservationId: sessionId })).toEqual({ status: 'ok', refund: 89 });
    expect(await companyConsistent(f.companyId)).toBe(100_000 - 12_000 + 8_900);
    expect(await balanceOf(perm, f.driver.id)).toBe(50_000);

    const rows = await companyRows(f.companyId);
    expect(rows.map((r) => [r.kind, Number(r.amount), r.idempotency_key, r.driver_name, r.driver_phone, r.plate])).toEqual([
      ['payment', -6_000, `session:${sessionId}`, 'Шофёров Семён', f.phone, f.plate],
      ['renew', -6_000, expect.stringMatching(new RegExp(`^renew:${sessionId}:`)), 'Шофёров Семён', f.phone, f.plate],
      ['cancel', 8_900, `cancel:${sessionId}`, 'Шофёров Семён', f.phone, f.plate],
    ]);

    const history = await api(perm).post<{ result: { type: string; resolution: string; company?: string; sum: number; transport: string }[] }>(
      `/api/profile/get-operations-with-filter?token=${f.driver.token}`,
    );
    expect(history.result.map((o) => [o.type, o.sum, o.resolution, o.company, o.transport])).toEqual([
      ['cancel', 89, f.name, f.name, f.plate],
      ['renew', 60, f.name, f.name, f.plate],
      ['payment', 60, f.name, f.name, f.plate],
      ['refill', 500, 'balance', undefined, null],
    ]);

    const companyHistory = await corpCall(perm, f.coopToken, 'POST', `/api/profile/get-operations-with-filter?token=${f.coopToken}&Driver=${f.phone}`);
    expect((companyHistory.result as { type: string; driverName: string; sum: number }[]).map((o) => [o.type, o.sum, o.driverName])).toEqual([
      ['cancel', 89, 'Шофёров Семён'],
      ['renew', 60, 'Шофёров Семён'],
      ['payment', 60, 'Шофёров Семён'],
    ]);
  });

  it('refuses a deactivated driver, an inactive vehicle or device, a plate not the company’s and an empty balance, changing nothing', async () => {
    const cases: [FleetOptions, string][] = [
      [{ driverActive: false }, 'CompanyDriverInactive'],
      [{ vehicleActive: false }, 'CompanyVehicleInactive'],
      [{ deviceActive: false }, 'CompanyVehicleInactive'],
      [{ balance: 0 }, 'CompanyNoMoney'],
      [{ balance: 5_999 }, 'CompanyNoMoney'],
    ];
    for (const [options, errorName] of cases) {
      const f = await fleet(options);
      expect(await start(f.driver, f.plate)).toMatchObject({ status: 'error', errorName });
      expect(await sessionsOf(perm, f.driver.id)).toEqual([]);
      expect(await companyRows(f.companyId)).toEqual([]);
      expect(await balanceOf(perm, f.driver.id)).toBe(50_000);
    }
    const f = await fleet();
    expect(await start(f.driver, 'Х999ХХ159')).toMatchObject({ errorName: 'CompanyPayerNotFound' });
    // Another driver cannot use the company's car on its account.
    const stranger = await newDriver(perm, 10_000);
    expect(await start(stranger, f.plate)).toMatchObject({ errorName: 'CompanyPayerNotFound' });
    // A session the driver paid is not extended on the company's account.
    const own = await api(perm).post<Answer>('/api/payment/start', {
      Token: f.driver.token,
      Zone: '101',
      Duration: 60,
      Vehicle: vehicle('Х998ХХ159'),
      PaymentService: 'balance',
    });
    expect(
      await api(perm).post('/api/payment/renew', { Token: f.driver.token, ReservationId: own.sessionId, Duration: 60, PaymentService: 'company' }),
    ).toMatchObject({ errorName: 'CompanyPayerNotFound' });
    expect(await companyRows(f.companyId)).toEqual([]);
    // A driver deactivated after the start cannot extend on the company's account.
    const g = await fleet();
    const started = await start(g.driver, g.plate);
    await perm.db.updateTable('company_driver').set({ active: false }).where('company_id', '=', g.companyId).execute();
    expect(
      await api(perm).post('/api/payment/renew', { Token: g.driver.token, ReservationId: started.sessionId, Duration: 60, PaymentService: 'company' }),
    ).toMatchObject({ errorName: 'CompanyDriverInactive' });
    expect(await companyConsistent(g.companyId)).toBe(100_000 - 6_000);
  });

  it('refuses a start beyond the driver’s monthly cap (set in the cabinet) with what is left, counting the city’s month', async () => {
    const f = await fleet();
    expect(await corpCall(perm, f.coopToken, 'PUT', '/api/corp-profile/set-driver-limit', { phone: f.phone, limit: '100' })).toMatchObject({ status: 'ok' });
    expect(await start(f.driver, f.plate)).toMatchObject({ status: 'ok' });
    clock.set(permTime('2026-11-23', '11:00'));
    const refused = await start(f.driver, f.plate, 60, 'en');
    expect(refused).toEqual({
      status: 'error',
      errorName: 'CompanyLimitExceeded',
      remaining: 40,
      userMessage: 'The payment would exceed your monthly company limit',
    });
    expect(await start(f.driver, f.plate, 30)).toMatchObject({ status: 'ok' });
    expect((await api(perm).get<{ result: { remaining: number }[] }>('/api/profile/company-payers', { token: f.driver.token })).result[0]!.remaining).toBe(10);
    // The 1st of the month on Perm's clock (19:00 UTC the day before) starts the cap afresh.
    clock.set(permTime('2026-12-01', '00:05'));
    expect(await start(f.driver, f.plate, 60)).toMatchObject({ status: 'ok' });
    expect(await companyConsistent(f.companyId)).toBe(100_000 - 6_000 - 3_000 - 6_000);
  });

  it('lets exactly as many concurrent starts through as the company’s balance covers', async () => {
    const f = await fleet({ balance: 18_000, vehicles: 20 });
    const answers = await Promise.all(f.plates.map((plate) => start(f.driver, plate)));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(3);
    expect(answers.filter((a) => a.errorName === 'CompanyNoMoney')).toHaveLength(17);
    expect(await companyConsistent(f.companyId)).toBe(0);
    expect(await sessionsOf(perm, f.driver.id)).toHaveLength(3);
    expect(await balanceOf(perm, f.driver.id)).toBe(50_000);
  });

  it('lets exactly as many concurrent starts through as the driver’s cap covers', async () => {
    const f = await fleet({ balance: 1_000_000, limit: 12_000, vehicles: 20 });
    const answers = await Promise.all(f.plates.map((plate) => start(f.driver, plate)));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(2);
    expect(answers.filter((a) => a.errorName === 'CompanyLimitExceeded')).toHaveLength(18);
    expect(await companyConsistent(f.companyId)).toBe(1_000_000 - 12_000);
    expect(await sessionsOf(perm, f.driver.id)).toHaveLength(2);
  });
});
