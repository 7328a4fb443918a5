import { describe, expect, it } from 'vitest';
import { DEMO_DRIVERS } from '../../src/modules/accounts/seed/seed-accounts.ts';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { DEMO_COMPANY } from '../../src/modules/corporate/seed/seed-company.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { permTime } from '../sessions/session-fixtures.ts';
import { corpCall, corpProfile, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

/** A second company with a token of its own, to show one company never reaches another's rows. */
async function otherCompany() {
  const row = await perm.db
    .insertInto('company')
    .values({ inn: '7707083893', contract_number: 'X-1', name: 'Другая', email: 'other@company.test', created_at: perm.now() })
    .onConflict((oc) => oc.column('inn').doUpdateSet({ name: 'Другая' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokenService(tokenRepo(perm.db), perm.now).issue('coop', Number(row.id));
}

describe('the demo company', () => {
  it('has five drivers (one the demo driver by phone), six vehicles, four devices and a balance its ledger sums to', async () => {
    const profile = await corpProfile(perm, await demoCompanyToken(perm));
    expect(profile).toMatchObject({ inn: DEMO_COMPANY.inn, name: DEMO_COMPANY.name, email: DEMO_COMPANY.email });
    expect(profile.drivers).toHaveLength(5);
    expect(profile.ts).toHaveLength(6);
    expect(profile.devices).toHaveLength(4);
    expect(profile.drivers.map((d) => d.phone)).toContain(DEMO_DRIVERS[1].phone);
    expect(profile.drivers.some((d) => !d.active)).toBe(true);
    expect(profile.devices.some((d) => !d.active)).toBe(true);
    // The vehicle of the switched-off device is shown inactive.
    const off = profile.devices.find((d) => !d.active)!;
    expect(profile.ts.find((v) => v.vin === off.vin)).toMatchObject({ active: false, imei: off.imei });
    const company = await perm.db.selectFrom('company').select(['id', 'balance']).executeTakeFirstOrThrow();
    const sum = await perm.db
      .selectFrom('company_operation')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(Number(company.balance)).toBe(Number(sum.sum));
    expect(profile.balance).toBe(Number(company.balance) / 100);
    const first = await perm.db.selectFrom('company_operation').select('occurred_at').orderBy('occurred_at').executeTakeFirstOrThrow();
    expect(Date.now() - first.occurred_at.getTime()).toBeGreaterThan(55 * 24 * 60 * 60 * 1000);
  });

  it('shows its history with the drivers’ names, filtered by a driver’s phone', async () => {
    const token = await demoCompanyToken(perm);
    const all = await corpCall(perm, token, 'POST', '/api/profile/get-operations-with-filter?token=' + token);
    expect(all.status).toBe('ok');
    const rows = all.result as { type: string; driverPhone: string | null; driverName: string; sum: number }[];
    expect(rows.length).toBe(50);
    const url = `/api/profile/get-operations-with-filter?token=${token}&Driver=${encodeURIComponent('8 (912) 000-00-02')}`;
    const ivanov = (await corpCall(perm, token, 'POST', url)).result as typeof rows;
    expect(ivanov.length).toBeGreaterThan(0);
    expect(ivanov.every((r) => r.driverPhone === DEMO_DRIVERS[1].phone && r.driverName === 'Иванов Иван')).toBe(true);
    const refills = (await corpCall(perm, token, 'POST', `/api/profile/get-operations-with-filter?token=${token}&Operation=refill`)).result as typeof rows;
    expect(refills.length).toBeGreaterThan(0);
    expect(refills.every((r) => r.type === 'refill')).toBe(true);
    expect(await corpCall(perm, token, 'GET', '/api/profile/get-operations-v2')).toMatchObject({ status: 'ok' });
  });
});

describe('the company’s drivers', () => {
  it('adds a driver at the front, splitting the name and stripping the phone to digits', async () => {
    const token = await demoCompanyToken(perm);
    const added = await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', {
      driver: '  Новиков  Артём Сергеевич ',
      car_number: 'м505мм159',
      phone: '+7 (912) 555-01-01',
    });
    expect(added).toMatchObject({ status: 'ok', id: expect.any(Number) });
    const [first] = (await corpProfile(perm, token)).drivers;
    expect(first).toMatchObject({
      id: added.id,
      name: 'Новиков Артём Сергеевич',
      surname: 'Новиков',
      firstName: 'Артём',
      patronymic: 'Сергеевич',
      phone: '79125550101',
      ts: 'М505ММ159',
      active: true,
    });
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: 'Другой Человек', phone: '89125550101' })).toMatchObject({
      errorName: 'CompanyDriverExists',
    });
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: '', phone: '12' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { driver: 'RequiredField', phone: 'InvalidFormat' },
    });
  });

  it('edits, switches and removes a driver only when the call succeeds', async () => {
    const token = await demoCompanyToken(perm);
    await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: 'Орлов Илья', phone: '79125550202' });
    expect(
      await corpCall(perm, token, 'POST', '/api/corp-profile/edit-driver', {
        driver: 'Орлов Илья',
        phone: '79125550202',
        driver_n: 'Орлов Илья Петрович',
        car_number_n: 'А101АА159',
        phone_n: '79125550203',
      }),
    ).toMatchObject({ status: 'ok' });
    let driver = (await corpProfile(perm, token)).drivers.find((d) => d.phone === '79125550203');
    expect(driver).toMatchObject({ patronymic: 'Петрович', ts: 'А101АА159' });
    // Editing onto another driver's phone is refused and changes nothing.
    expect(
      await corpCall(perm, token, 'POST', '/api/corp-profile/edit-driver', { phone: '79125550203', driver_n: 'Орлов Илья', phone_n: DEMO_DRIVERS[1].phone }),
    ).toMatchObject({ errorName: 'CompanyDriverExists' });
    expect(
      await corpCall(perm, token, 'PUT', '/api/corp-profile/deactivate-driver', {
        fio: 'Орлов Илья Петрович',
        phone_number: '79125550203',
        inn: DEMO_COMPANY.inn,
      }),
    ).toMatchObject({ status: 'ok' });
    driver = (await corpProfile(perm, token)).drivers.find((d) => d.phone === '79125550203');
    expect(driver?.active).toBe(false);
    // Another company's INN, or an unknown phone, leaves the flag as it is.
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/activate-driver', { phone_number: '79125550203', inn: '7707083893' })).toMatchObject({
      errorName: 'CompanyDriverNotFound',
    });
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/activate-driver', { phone_number: '79125550299' })).toMatchObject({
      errorName: 'CompanyDriverNotFound',
    });
    expect((await corpProfile(perm, token)).drivers.find((d) => d.phone === '79125550203')?.active).toBe(false);
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/activate-driver', { phone_number: '79125550203' })).toMatchObject({ status: 'ok' });
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/set-driver-limit', { phone: '79125550203', limit: '2500.50' })).toMatchObject({
      status: 'ok',
    });
    expect((await corpProfile(perm, token)).drivers.find((d) => d.phone === '79125550203')?.monthlyLimit).toBe(2500.5);
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/set-driver-limit', { phone: '79125550203', limit: '-5' })).toMatchObject({
      errorName: 'ValidationError',
    });
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/set-driver-limit', { phone: '79125550203', limit: '' })).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).drivers.find((d) => d.phone === '79125550203')?.monthlyLimit).toBeNull();
    expect(await corpCall(perm, token, 'DELETE', '/api/corp-profile/remove-driver', { phone: '79125550203' })).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).drivers.find((d) => d.phone === '79125550203')).toBeUndefined();
    expect(await corpCall(perm, token, 'DELETE', '/api/corp-profile/remove-driver', { phone: '79125550203' })).toMatchObject({
      errorName: 'CompanyDriverNotFound',
    });
  });

  it('never reaches another company’s drivers', async () => {
    const other = await otherCompany();
    const phone = DEMO_DRIVERS[1].phone;
    expect(await corpCall(perm, other, 'PUT', '/api/corp-profile/deactivate-driver', { phone_number: phone })).toMatchObject({
      errorName: 'CompanyDriverNotFound',
    });
    expect(await corpCall(perm, other, 'DELETE', '/api/corp-profile/remove-driver', { phone })).toMatchObject({ errorName: 'CompanyDriverNotFound' });
    expect(await corpCall(perm, other, 'POST', '/api/corp-profile/edit-driver', { phone, driver_n: 'Чужой', phone_n: phone })).toMatchObject({
      errorName: 'CompanyDriverNotFound',
    });
    const profile = await corpProfile(perm, other);
    expect(profile).toMatchObject({ inn: '7707083893', balance: 0, drivers: [], ts: [], devices: [] });
    expect(await corpCall(perm, other, 'POST', `/api/profile/get-operations-with-filter?token=${other}`)).toMatchObject({ status: 'ok', result: [] });
  });
});

describe('the company’s vehicles and devices', () => {
  it('adds a vehicle with its device, refusing a clashing number ignoring case and a taken VIN or IMEI', async () => {
    const token = await demoCompanyToken(perm);
    const add = (fields: Record<string, string>) => corpCall(perm, token, 'POST', `/api/profile/ts/1?token=${token}`, fields, true);
    expect(await add({ number: 'р707рр159', VINNumber: 'xta210740y1000007', imei: '356938035643807' })).toMatchObject({
      status: 'ok',
      id: expect.any(Number),
      deviceId: expect.any(Number),
    });
    const profile = await corpProfile(perm, token);
    expect(profile.ts.find((v) => v.numberTs === 'Р707РР159')).toMatchObject({ vin: 'XTA210740Y1000007', imei: '356938035643807', active: true, main: false });
    expect(await add({ number: 'Р707рр159' })).toMatchObject({ errorName: 'CompanyVehicleExists' });
    expect(await add({ number: 'С808СС159', VINNumber: 'XTA210740Y1000007' })).toMatchObject({ errorName: 'DeviceInUse' });
    expect(await add({ VINNumber: 'XTA210740Y1000099', imei: '356938035643807' })).toMatchObject({ errorName: 'TrackingDeviceExists' });
    expect(await add({ VINNumber: 'XTA210740Y1000007', imei: '356938035643899' })).toMatchObject({ errorName: 'TrackingDeviceExists' });
    expect(await add({})).toMatchObject({ errorName: 'VehicleOrDeviceRequired' });
    expect(await add({ imei: '12345' })).toMatchObject({ errorName: 'ValidationError', fields: { imei: 'InvalidFormat' } });
    // Nothing of the refused calls was written.
    const after = await corpProfile(perm, token);
    expect(after.ts).toHaveLength(profile.ts.length);
    expect(after.devices).toHaveLength(profile.devices.length);
  });

  it('takes plates by the driver’s vehicle rules: Latin look-alikes in Cyrillic, else a template or a format error', async () => {
    const token = await demoCompanyToken(perm);
    const add = (fields: Record<string, string>) => corpCall(perm, token, 'POST', `/api/profile/ts/1?token=${token}`, fields, true);
    const before = await corpProfile(perm, token);
    // The demo company's А101АА159 typed on an English keyboard is the same vehicle.
    expect(await add({ number: 'a101aa159' })).toMatchObject({ errorName: 'CompanyVehicleExists' });
    expect(await corpCall(perm, token, 'POST', '/api/profile/car', { grz: 'A101AA159' })).toMatchObject({ errorName: 'CompanyVehicleExists' });
    expect(await add({ number: 'x777xx' })).toMatchObject({ errorName: 'ValidationError', fields: { number: 'InvalidFormat' } });
    expect(await corpCall(perm, token, 'POST', '/api/profile/car', { grz: 'Ф919ФФ159' })).toMatchObject({
      errorName: 'ValidationError',
      fields: { grz: 'InvalidFormat' },
    });
    expect((await corpProfile(perm, token)).ts).toHaveLength(before.ts.length);
    expect(await add({ number: 'o717oo159' })).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).ts.map((v) => v.numberTs)).toContain('О717ОО159');
    // An edit to a Latin twin of another vehicle clashes; the whole list is held to the same rules.
    expect(await corpCall(perm, token, 'PUT', '/api/profile/car', { oldgrz: 'o717oo159', newgrz: 'b202bb159' })).toMatchObject({
      errorName: 'CompanyVehicleExists',
    });
    const list = (await corpProfile(perm, token)).ts.map((v) => ({ id: v.id, numberTs: v.numberTs, vin: v.vin, active: v.active, main: v.main }));
    const twins = [...list, { numberTs: 'e303ee159', vin: '', active: true, main: false }];
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: twins })).toMatchObject({ errorName: 'CompanyVehicleExists' });
    const malformed = [...list, { numberTs: 'ABC', vin: '', active: true, main: false }];
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: malformed })).toMatchObject({ errorName: 'ValidationError' });
    expect(await corpCall(perm, token, 'DELETE', '/api/profile/car', { grz: 'o717oo159' })).toMatchObject({ status: 'ok' });
  });

  it('keeps a driver’s plate as a vehicle’s: Latin look-alikes in Cyrillic, a malformed one refused', async () => {
    const token = await demoCompanyToken(perm);
    const added = await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: 'Латинов Марк', car_number: 'm555mm159', phone: '79125550555' });
    expect(added).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).drivers.find((d) => d.id === added.id)?.ts).toBe('М555ММ159');
    expect(
      await corpCall(perm, token, 'PUT', '/api/corp-profile/add-driver', { driver: 'Неверов Ян', car_number: 'x777xx', phone: '79125550556' }),
    ).toMatchObject({
      errorName: 'ValidationError',
      fields: { car_number: 'InvalidFormat' },
    });
    expect(
      await corpCall(perm, token, 'POST', '/api/corp-profile/edit-driver', {
        phone: '79125550555',
        driver_n: 'Латинов Марк',
        phone_n: '79125550555',
        car_number_n: 'h606hh159',
      }),
    ).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).drivers.find((d) => d.id === added.id)?.ts).toBe('Н606НН159');
  });

  it('switches a device, and its vehicle shows inactive while it is off', async () => {
    const token = await demoCompanyToken(perm);
    const { ts } = await corpProfile(perm, token);
    const vehicle = ts.find((v) => v.imei && v.active)!;
    expect(
      await corpCall(perm, token, 'PUT', '/api/corp-profile/deactivate-device', {
        grz: vehicle.numberTs,
        vin: vehicle.vin,
        imei: vehicle.imei,
        inn: DEMO_COMPANY.inn,
      }),
    ).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).ts.find((v) => v.id === vehicle.id)?.active).toBe(false);
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/activate-device', { vin: vehicle.vin })).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).ts.find((v) => v.id === vehicle.id)?.active).toBe(true);
    expect(await corpCall(perm, token, 'PUT', '/api/corp-profile/activate-device', { imei: '356938035649999' })).toMatchObject({
      errorName: 'TrackingDeviceNotFound',
    });
    const other = await otherCompany();
    expect(await corpCall(perm, other, 'PUT', '/api/corp-profile/deactivate-device', { imei: vehicle.imei })).toMatchObject({
      errorName: 'TrackingDeviceNotFound',
    });
    expect((await corpProfile(perm, token)).ts.find((v) => v.id === vehicle.id)?.active).toBe(true);
  });

  it('edits the whole list by change-cars-v2: flags, the main vehicle, and the spec’s clashes', async () => {
    const token = await demoCompanyToken(perm);
    const { ts } = await corpProfile(perm, token);
    const list = ts.map((v) => ({ id: v.id, numberTs: v.numberTs, vin: v.vin, active: v.active, main: false }));
    list[1]!.main = true;
    list[2]!.active = false;
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: JSON.stringify(list) })).toMatchObject({ status: 'ok' });
    let after = (await corpProfile(perm, token)).ts;
    expect(after.filter((v) => v.main).map((v) => v.id)).toEqual([list[1]!.id]);
    expect(after.find((v) => v.id === list[2]!.id)?.active).toBe(false);
    // Two numbers that differ only in case, a VIN on two vehicles, another company's id: refused whole.
    const clash = [...list, { numberTs: list[0]!.numberTs.toLowerCase(), vin: '', active: true, main: false }];
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: clash })).toMatchObject({ errorName: 'CompanyVehicleExists' });
    const vinTwice = list.map((v, i) => (i === 1 ? { ...v, vin: list[0]!.vin } : v));
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: vinTwice })).toMatchObject({ errorName: 'DeviceInUse' });
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: [...list, { id: 999_999, numberTs: 'Х999ХХ159' }] })).toMatchObject({
      errorName: 'CompanyVehicleNotFound',
    });
    after = (await corpProfile(perm, token)).ts;
    expect(after.map((v) => v.numberTs).sort()).toEqual(list.map((v) => v.numberTs).sort());
    // Plates may swap between vehicles in one call.
    const swapped = list.map((v, i) => (i === 0 ? { ...v, numberTs: list[1]!.numberTs } : i === 1 ? { ...v, numberTs: list[0]!.numberTs } : v));
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: swapped })).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).ts.find((v) => v.id === list[0]!.id)?.numberTs).toBe(list[1]!.numberTs);
  });

  it('removes a vehicle or a device by id, never another company’s', async () => {
    const token = await demoCompanyToken(perm);
    const { ts, devices } = await corpProfile(perm, token);
    const other = await otherCompany();
    expect(await corpCall(perm, other, 'DELETE', `/api/profile/ts/${ts[0]!.id}`)).toMatchObject({ errorName: 'CompanyVehicleNotFound' });
    expect(await corpCall(perm, other, 'DELETE', `/api/profile/ts/${devices[0]!.id}`, { kind: 'device' })).toMatchObject({
      errorName: 'TrackingDeviceNotFound',
    });
    expect(await corpCall(perm, token, 'DELETE', `/api/profile/ts/${ts[ts.length - 1]!.id}`)).toMatchObject({ status: 'ok' });
    expect(await corpCall(perm, token, 'DELETE', `/api/profile/ts/${devices[devices.length - 1]!.id}`, { kind: 'device' })).toMatchObject({ status: 'ok' });
    const after = await corpProfile(perm, token);
    expect(after.ts).toHaveLength(ts.length - 1);
    expect(after.devices).toHaveLength(devices.length - 1);
  });

  it('adds, edits and removes one vehicle by the car calls with a coop token', async () => {
    const token = await demoCompanyToken(perm);
    expect(await corpCall(perm, token, 'POST', '/api/profile/car', { grz: 'у909уу159', VINNumber: 'XTA210740Y1000009' })).toMatchObject({
      status: 'ok',
      id: expect.any(Number),
    });
    expect(await corpCall(perm, token, 'POST', '/api/profile/car', { grz: 'У909УУ159' })).toMatchObject({ errorName: 'CompanyVehicleExists' });
    const [first] = (await corpProfile(perm, token)).ts;
    expect(await corpCall(perm, token, 'PUT', '/api/profile/car', { oldgrz: 'У909УУ159', newgrz: first!.numberTs.toLowerCase() })).toMatchObject({
      errorName: 'CompanyVehicleExists',
    });
    expect(await corpCall(perm, token, 'PUT', '/api/profile/car', { oldgrz: 'У909УУ159', newgrz: 'У909УУ159', VINNumber: first!.vin })).toMatchObject({
      errorName: 'DeviceInUse',
    });
    expect(await corpCall(perm, token, 'PUT', '/api/profile/car', { oldgrz: 'У909УУ159', newgrz: 'Т919ТТ159', main: true })).toMatchObject({ status: 'ok' });
    const edited = (await corpProfile(perm, token)).ts;
    expect(edited.filter((v) => v.main).map((v) => v.numberTs)).toEqual(['Т919ТТ159']);
    expect(await corpCall(perm, token, 'DELETE', '/api/profile/car', { grz: 'т919тт159' })).toMatchObject({ status: 'ok' });
    expect((await corpProfile(perm, token)).ts.find((v) => v.numberTs === 'Т919ТТ159')).toBeUndefined();
    expect(await corpCall(perm, token, 'DELETE', '/api/profile/car', { grz: 'Т919ТТ159' })).toMatchObject({ errorName: 'CompanyVehicleNotFound' });
  });

  it('a driver’s change-cars-v2 is still the driver’s own list', async () => {
    const driver = await perm.db.selectFrom('driver').select('id').where('email', '=', 'ivanov@parking.test').executeTakeFirstOrThrow();
    const token = await tokenService(tokenRepo(perm.db), perm.now).issue('standart', driver.id);
    expect(await corpCall(perm, token, 'PUT', '/api/profile/change-cars-v2', { car: [{ grz: 'Т123ТТ159', category: 'B' }] })).toMatchObject({ status: 'ok' });
    const plates = await perm.db.selectFrom('vehicle').select('plate').where('driver_id', '=', driver.id).execute();
    expect(plates.map((p) => p.plate)).toEqual(['Т123ТТ159']);
  });
});
