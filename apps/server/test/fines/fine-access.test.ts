import { describe, expect, it } from 'vitest';
import { vehicleService } from '../../src/modules/accounts/vehicle-service.ts';
import { fineService } from '../../src/modules/fines/fine-service.ts';
import { feedbackCall } from '../feedback/feedback-calls.ts';
import { testCities } from '../helpers/test-cities.ts';
import { newDriver, type TestDriver } from '../sessions/session-fixtures.ts';
import { addLicence, addVehicle, fineRow, finesOf, imageOf, importFines, newUin, SVG_PHOTO } from './fines-fixtures.ts';

const [perm] = testCities({ city: 'perm' });

let addresses = 0;
const evidenceOf = (driver: TestDriver, uin: string) =>
  perm.app.inject({
    method: 'GET',
    url: perm.api(`/api/finesstorage/evidence/v1?token=${driver.token}&uin=${uin}`),
    remoteAddress: `10.41.${++addresses >> 8}.${addresses & 255}`,
  });

const appealAgainst = (driver: TestDriver, uin: string) =>
  feedbackCall(perm, driver.token, 'POST', 'appealRegistration', {
    idSubject: 'fines',
    message: 'Штраф выписан ошибочно',
    phone: '+79123456789',
    email: 'driver@example.com',
    fineUin: uin,
  });

const cardOf = (driver: TestDriver, uin: string) =>
  fineService({ db: perm.db, city: perm.city, now: () => new Date(), settings: async () => ({ viewPenalty: true }) }).fineOf(driver.id, uin, 'ru');

/** Every way a driver reads a fine: the list, its card, its photo, its evidence and an appeal against it. */
async function expectNoneOf(driver: TestDriver, uin: string) {
  expect(await finesOf(perm, driver)).toEqual([]);
  expect(await cardOf(driver, uin)).toBeUndefined();
  expect((await imageOf(perm, driver, uin)).json()).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
  expect((await evidenceOf(driver, uin)).json()).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
  expect(await appealAgainst(driver, uin)).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
}

describe('a fine reaches only the drivers it belongs to', () => {
  it('by plate and STS together (Latin look-alikes too) and by driving licence; images only to them', async () => {
    const owner = await newDriver(perm);
    const stranger = await newDriver(perm);
    await addVehicle(perm, owner, 'Е001КХ159', '59ХК000001');
    await addLicence(perm, owner, '5912000001');
    const byCar = fineRow({ grz: 'e001kx159', sts: '59 XK 000001', photo: 'car.svg', offenseDate: '2026-11-03T10:00:00Z' });
    const byLicence = fineRow({ licence: '5912000001', uin: newUin('188'), offenseDate: '2026-11-01T10:00:00Z' });
    const plateOnly = fineRow({ grz: 'Е001КХ159', offenseDate: '2026-11-04T10:00:00Z' });
    const stsOnly = fineRow({ sts: '59ХК000001', offenseDate: '2026-11-05T10:00:00Z' });
    const otherSts = fineRow({ grz: 'Е001КХ159', sts: '59ХК999999', offenseDate: '2026-11-06T10:00:00Z' });
    const elses = fineRow({ grz: 'Е002КХ159', sts: '59ХК000002', photo: 'car.svg' });
    const report = await importFines(perm, [byCar, byLicence, plateOnly, stsOnly, otherSts, elses], { 'car.svg': SVG_PHOTO });
    expect(report).toEqual({ accepted: 6, updated: 0, refused: [] });

    // Neither a plate nor an STS alone makes a fine the driver's, nor their plate with another STS.
    const fines = await finesOf(perm, owner);
    expect(fines.map((f) => f.uin)).toEqual([byCar.uin, byLicence.uin]);
    expect(fines[0]).toMatchObject({
      fineStatus: 'new',
      status: 'Новый',
      grz: 'Е001КХ159',
      sts: '59ХК000001',
      totalSum: 100000,
      paidSum: 0,
      imgSrc: `/api/finesstorage/fineimage/v1?uin=${byCar.uin}`,
    });
    expect(fines[1]!.imgSrc).toBe('');
    expect(await finesOf(perm, stranger)).toEqual([]);

    const image = await imageOf(perm, owner, byCar.uin);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.body).toContain('<svg');

    // Another driver's fine answers as an unknown one does.
    const others = (await imageOf(perm, owner, elses.uin)).json();
    const unknown = (await imageOf(perm, owner, newUin())).json();
    expect(others).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
    expect(unknown).toEqual(others);
    expect((await imageOf(perm, stranger, byCar.uin)).json()).toEqual(others);
    // A UIN with a wrong check digit is refused before the register is read.
    expect((await imageOf(perm, owner, `${byCar.uin.slice(0, -1)}${(Number(byCar.uin.at(-1)) + 1) % 10}`)).json()).toMatchObject({ status: 'error' });
  });

  it('another driver’s plate, or its Latin look-alike, without the car’s STS shows nothing of its fines', async () => {
    const owner = await newDriver(perm);
    await addVehicle(perm, owner, 'Е011КХ159', '59ХК000011');
    const fine = fineRow({ grz: 'Е011КХ159', sts: '59ХК000011', photo: 'car.svg', zone: '' });
    await importFines(perm, [fine], { 'car.svg': SVG_PHOTO });

    const noSts = await newDriver(perm);
    await addVehicle(perm, noSts, 'Е011КХ159');
    await expectNoneOf(noSts, fine.uin);

    const lookAlike = await newDriver(perm);
    await vehicleService(perm.db, perm.now).add(lookAlike.id, {
      grz: 'E011KX159',
      format: 'foreign',
      category: 'B',
      mainTs: false,
      sts: '59ХК000012',
      name: '',
    });
    await expectNoneOf(lookAlike, fine.uin);

    // The STS as a document, not as the vehicle's, does not pair with the plate.
    const stsDocument = await newDriver(perm);
    await addVehicle(perm, stsDocument, 'Е011КХ159');
    await vehicleService(perm.db, perm.now).saveDocument(stsDocument.id, { type: 'STS', number: '59ХК000011' });
    await expectNoneOf(stsDocument, fine.uin);

    // The owner's STS on another plate is not the car either.
    const otherPlate = await newDriver(perm);
    await addVehicle(perm, otherPlate, 'Е012КХ159', '59ХК000011');
    await expectNoneOf(otherPlate, fine.uin);
  });

  it('one change-cars of twenty plates reads none of those cars’ fines', async () => {
    const plates = Array.from({ length: 20 }, (_, i) => `К${String(700 + i)}КК159`);
    const fines = plates.map((plate, i) => fineRow({ grz: plate, sts: `59КК${String(700 + i).padStart(6, '0')}` }));
    await importFines(perm, fines);
    const scanner = await newDriver(perm);
    await vehicleService(perm.db, perm.now).replaceAll(
      scanner.id,
      plates.map((grz, i) => ({ grz, format: 'rus', category: 'B', mainTs: i === 0, sts: '', name: '' })),
    );
    expect(await finesOf(perm, scanner)).toEqual([]);
  });

  it('with the car’s STS, written with Latin look-alikes on a Latin plate, the fine is the driver’s everywhere', async () => {
    const owner = await newDriver(perm);
    await addVehicle(perm, owner, 'Е021КХ159', '59ХК000021');
    const fine = fineRow({ grz: 'Е021КХ159', sts: '59ХК000021', photo: 'car.svg', zone: '' });
    await importFines(perm, [fine], { 'car.svg': SVG_PHOTO });

    const holder = await newDriver(perm);
    await vehicleService(perm.db, perm.now).add(holder.id, {
      grz: 'e021kx159',
      format: 'foreign',
      category: 'B',
      mainTs: false,
      sts: '59 xk 000021',
      name: '',
    });
    expect((await finesOf(perm, holder)).map((f) => f.uin)).toEqual([fine.uin]);
    expect(await cardOf(holder, fine.uin)).toMatchObject({ uin: fine.uin });
    expect((await imageOf(perm, holder, fine.uin)).statusCode).toBe(200);
    // Nothing paid for it: the evidence call finds the fine and says so.
    expect((await evidenceOf(holder, fine.uin)).json()).toMatchObject({ status: 'error', errorName: 'FineNotCovered' });
    expect(await appealAgainst(holder, fine.uin)).toMatchObject({ status: 'ok' });
  });

  it('by the driving licence, whatever vehicles the driver has', async () => {
    const fine = fineRow({ licence: '59 12 000031', grz: 'Е031КХ159', uin: newUin('188'), photo: 'car.svg' });
    await importFines(perm, [fine], { 'car.svg': SVG_PHOTO });
    const stranger = await newDriver(perm);
    await addLicence(perm, stranger, '5912000032');
    await expectNoneOf(stranger, fine.uin);

    const driver = await newDriver(perm);
    await addLicence(perm, driver, '5912000031');
    expect((await finesOf(perm, driver)).map((f) => f.uin)).toEqual([fine.uin]);
    expect((await imageOf(perm, driver, fine.uin)).statusCode).toBe(200);
    expect(await appealAgainst(driver, fine.uin)).toMatchObject({ status: 'ok' });
  });
});
