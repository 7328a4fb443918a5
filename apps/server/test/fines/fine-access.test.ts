import { describe, expect, it } from 'vitest';
import { testCities } from '../helpers/test-cities.ts';
import { newDriver } from '../sessions/session-fixtures.ts';
import { addLicence, addVehicle, fineRow, finesOf, imageOf, importFines, newUin, SVG_PHOTO } from './fines-fixtures.ts';

const [perm] = testCities({ city: 'perm' });

describe('a fine reaches only the drivers it belongs to', () => {
  it('by plate (Latin look-alikes too), by STS and by driving licence; images only to them', async () => {
    const owner = await newDriver(perm);
    const stranger = await newDriver(perm);
    await addVehicle(perm, owner, 'Е001КХ159', '59ХК000001');
    await addLicence(perm, owner, '5912000001');
    const byPlate = fineRow({ grz: 'e001kx159', photo: 'car.svg', offenseDate: '2026-11-03T10:00:00Z' });
    const bySts = fineRow({ sts: '59 XK 000001', offenseDate: '2026-11-02T10:00:00Z' });
    const byLicence = fineRow({ licence: '5912000001', uin: newUin('188'), offenseDate: '2026-11-01T10:00:00Z' });
    const elses = fineRow({ grz: 'Е002КХ159', photo: 'car.svg' });
    const report = await importFines(perm, [byPlate, bySts, byLicence, elses], { 'car.svg': SVG_PHOTO });
    expect(report).toEqual({ accepted: 4, updated: 0, refused: [] });

    const fines = await finesOf(perm, owner);
    expect(fines.map((f) => f.uin)).toEqual([byPlate.uin, bySts.uin, byLicence.uin]);
    expect(fines[0]).toMatchObject({
      fineStatus: 'new',
      status: 'Новый',
      grz: 'Е001КХ159',
      totalSum: 100000,
      paidSum: 0,
      imgSrc: `/api/finesstorage/fineimage/v1?uin=${byPlate.uin}`,
    });
    expect(fines[1]!.imgSrc).toBe('');
    expect(await finesOf(perm, stranger)).toEqual([]);

    const image = await imageOf(perm, owner, byPlate.uin);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.body).toContain('<svg');

    // Another driver's fine answers as an unknown one does.
    const others = (await imageOf(perm, owner, elses.uin)).json();
    const unknown = (await imageOf(perm, owner, newUin())).json();
    expect(others).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
    expect(unknown).toEqual(others);
    expect((await imageOf(perm, stranger, byPlate.uin)).json()).toEqual(others);
    // A UIN with a wrong check digit is refused before the register is read.
    expect((await imageOf(perm, owner, `${byPlate.uin.slice(0, -1)}${(Number(byPlate.uin.at(-1)) + 1) % 10}`)).json()).toMatchObject({ status: 'error' });
  });
});
