import { describe, expect, it } from 'vitest';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { corpCall, corpProfile, demoCompanyToken } from './corp-calls.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

/** A second company with a token of its own and one device, to show one company never edits another's. */
async function otherCompany(inn = '7707083893', imei = '356938035640777') {
  const row = await perm.db
    .insertInto('company')
    .values({ inn, contract_number: 'X-1', name: 'Другая', email: `other-${inn}@company.test`, created_at: perm.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const device = await perm.db
    .insertInto('tracking_device')
    .values({ company_id: Number(row.id), vin: 'XTA210740Y1000777', imei, created_at: perm.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token: await tokenService(tokenRepo(perm.db), perm.now).issue('coop', Number(row.id)), deviceId: Number(device.id) };
}

const edit = (token: string, fields: Record<string, unknown>) => corpCall(perm, token, 'POST', '/api/corp-profile/edit-device', fields);

describe('POST /api/corp-profile/edit-device', () => {
  it('gives the company’s device a new IMEI and VIN by the rules of adding one, and never another company’s', async () => {
    const token = await demoCompanyToken(perm);
    const other = await otherCompany();
    const { devices } = await corpProfile(perm, token);
    const [first, second] = devices;

    expect(await edit(token, { id: first!.id, imei: '3569 3803 5649 001', vin: 'xta210740y1000501' })).toEqual({ status: 'ok' });
    const edited = (await corpProfile(perm, token)).devices.find((d) => d.id === first!.id);
    expect(edited).toMatchObject({ imei: '356938035649001', vin: 'XTA210740Y1000501', active: first!.active });
    // Keeping its own IMEI and VIN is no clash.
    expect(await edit(token, { id: first!.id, imei: '356938035649001', vin: 'XTA210740Y1000501' })).toEqual({ status: 'ok' });

    // The IMEI or the VIN another of the company's devices carries.
    expect(await edit(token, { id: first!.id, imei: second!.imei })).toMatchObject({ errorName: 'TrackingDeviceExists' });
    if (second!.vin)
      expect(await edit(token, { id: first!.id, imei: '356938035649002', vin: second!.vin })).toMatchObject({ errorName: 'TrackingDeviceExists' });
    // Another company's device answers as none, and stays as it was.
    expect(await edit(token, { id: other.deviceId, imei: '356938035649003' })).toMatchObject({ errorName: 'TrackingDeviceNotFound' });
    expect(await edit(other.token, { id: first!.id, imei: '356938035649004' })).toMatchObject({ errorName: 'TrackingDeviceNotFound' });
    const theirs = await perm.db.selectFrom('tracking_device').select('imei').where('id', '=', other.deviceId).executeTakeFirstOrThrow();
    expect(theirs.imei).toBe('356938035640777');
    expect((await corpProfile(perm, token)).devices.find((d) => d.id === first!.id)).toMatchObject({ imei: '356938035649001' });
  });

  it('never tells a company what another tracks: another company’s IMEI is no clash, added or edited', async () => {
    const token = await demoCompanyToken(perm);
    // 7728168971 is a valid INN of no other company of this file.
    const other = await otherCompany('7728168971', '356938035640888');
    const { devices } = await corpProfile(perm, token);
    const add = (fields: Record<string, string>) => corpCall(perm, token, 'POST', `/api/profile/ts/1?token=${token}`, fields, true);

    // Refused, the add would have told the demo company that 356938035640888 is somebody's device.
    expect(await add({ VINNumber: 'XTA210740Y1000888', imei: '356938035640888' })).toMatchObject({ status: 'ok', deviceId: expect.any(Number) });
    // Within the company the IMEI is one device still.
    expect(await edit(token, { id: devices[0]!.id, imei: '356938035640888' })).toMatchObject({ errorName: 'TrackingDeviceExists' });
    // The other company may take the demo company's IMEIs as well, and keeps its device.
    expect(await edit(other.token, { id: other.deviceId, imei: devices[1]!.imei })).toEqual({ status: 'ok' });
    const owners = await perm.db.selectFrom('tracking_device').select('company_id').where('imei', '=', devices[1]!.imei).execute();
    expect(new Set(owners.map((row) => Number(row.company_id))).size).toBe(2);
  });

  it.each([
    [{ imei: '' }, { errorName: 'ValidationError', fields: { imei: 'RequiredField' } }],
    [{ imei: '12345' }, { errorName: 'ValidationError', fields: { imei: 'InvalidFormat' } }],
    [{ id: 'x' }, { errorName: 'ValidationError' }],
  ])('refuses %o and changes nothing', async (patch, answer) => {
    const token = await demoCompanyToken(perm);
    const before = await perm.db.selectFrom('tracking_device').selectAll().orderBy('id').execute();
    expect(await edit(token, { id: before[0]!.id, imei: '356938035649010', ...patch })).toMatchObject({ status: 'error', ...answer });
    expect(await perm.db.selectFrom('tracking_device').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('takes no driver’s token', async () => {
    const driver = await newDriver(perm);
    const [device] = await perm.db.selectFrom('tracking_device').select('id').execute();
    expect(await edit(driver.token, { id: device!.id, imei: '356938035649020' })).toMatchObject({ errorName: 'TokenNotFound' });
  });
});
