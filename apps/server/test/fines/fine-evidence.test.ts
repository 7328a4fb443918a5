import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime, type TestDriver } from '../sessions/session-fixtures.ts';
import { addVehicle, fineRow, finesOf, importFines, newSts, parkedDriverIn } from './fines-fixtures.ts';

// Monday 23 November 2026, 10:00 in Perm (05:00 UTC).
const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

let addresses = 0;
const evidence = (driver: TestDriver, uin: string, language = 'ru') => {
  addresses += 1;
  return perm.app.inject({
    method: 'GET',
    url: perm.api(`/api/finesstorage/evidence/v1?token=${driver.token}&uin=${uin}`),
    headers: { 'accept-language': language },
    remoteAddress: `10.40.${addresses >> 8}.${addresses & 255}`,
  });
};

async function pdfText(payload: Buffer): Promise<string> {
  const parser = new PDFParse({ data: payload });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const parkedDriver = (plate: string, zone = '101') => parkedDriverIn(perm, plate, zone);

describe('GET /api/finesstorage/evidence/v1', () => {
  it('answers a PDF of the fine, the covering session and its payment', async () => {
    const driver = await parkedDriver('К501КК159');
    const fine = fineRow({ grz: 'К501КК159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:32:00Z', totalSum: '150000' });
    await importFines(perm, [fine]);

    const response = await evidence(driver, fine.uin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fine-${fine.uin}-evidence.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Доказательство оплаты парковки');
    expect(text).toContain('Пермь');
    expect(text).toContain(fine.uin);
    expect(text).toContain('8.14 КоАП ПК');
    // The offence and the session on the city's clock (UTC+5), the sums in roubles.
    expect(text).toContain('23.11.2026 10:32');
    expect(text).toContain('1 500,00');
    expect(text).toMatch(/Зона:\s*101/);
    expect(text).toContain('К501КК159');
    expect(text).toMatch(/Начало:\s*23\.11\.2026 10:00/);
    expect(text).toMatch(/Окончание:\s*23\.11\.2026 11:00/);
    expect(text).toMatch(/Сумма:\s*60,00/);
    expect(text).toContain('с баланса');
    const [operation] = await perm.db
      .selectFrom('operation')
      .select(['id', 'occurred_at'])
      .where('driver_id', '=', driver.id)
      .where('type', '=', 'payment')
      .execute();
    expect(text).toContain(`-${operation!.id}`);
  });

  it('speaks English when the request does', async () => {
    const driver = await parkedDriver('К502КК159');
    const fine = fineRow({ grz: 'К502КК159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:10:00Z' });
    await importFines(perm, [fine]);
    const text = await pdfText((await evidence(driver, fine.uin, 'en')).rawPayload);
    expect(text).toContain('Proof of parking payment');
    expect(text).toContain('Perm');
    expect(text).toMatch(/Zone:\s*101/);
    expect(text).toContain('from the balance');
  });

  it('gives the near plate’s session as the evidence of a likely typo', async () => {
    const driver = await parkedDriver('К503КК159', '102');
    const sts = newSts();
    await addVehicle(perm, driver, 'К503КЕ159', sts);
    const fine = fineRow({ grz: 'К503КЕ159', sts, zone: '102', offenseDate: '2026-11-23T05:20:00Z' });
    await importFines(perm, [fine]);
    const text = await pdfText((await evidence(driver, fine.uin)).rawPayload);
    expect(text).toContain('опечатка');
    expect(text).toContain('К503КК159');
  });

  it('refuses an uncovered fine, and answers another driver’s fine as an unknown one', async () => {
    const driver = await parkedDriver('К504КК159');
    const other = await newDriver(perm);
    const covered = fineRow({ grz: 'К504КК159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:32:00Z' });
    const uncovered = fineRow({ grz: 'К504КК159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T07:32:00Z' });
    await importFines(perm, [covered, uncovered]);

    expect((await evidence(driver, uncovered.uin)).json()).toMatchObject({ status: 'error', errorName: 'FineNotCovered' });
    const foreign = (await evidence(other, covered.uin)).json();
    expect(foreign).toMatchObject({ status: 'error', errorName: 'FineNotFound' });
    expect((await evidence(other, fineRow().uin)).json()).toEqual(foreign);
    expect((await evidence(driver, '12345')).json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });

  it('refuses, and the list offers no evidence, where what covered the fine has no payment in the history', async () => {
    const driver = await newDriver(perm);
    const sts = newSts();
    await addVehicle(perm, driver, 'К505КК159', sts);
    // A session the history holds no payment of, as the demo seeds one.
    const zone = await perm.db.selectFrom('zone').select(['id', 'zone_number', 'code']).where('zone_number', '=', '101').executeTakeFirstOrThrow();
    await perm.db
      .insertInto('parking_session')
      .values({
        driver_id: driver.id,
        zone_id: zone.id,
        zone_number: zone.zone_number,
        parking_code: zone.code,
        plate: 'К505КК159',
        plate_format: 'rus',
        category: 'B',
        kind: 'payment',
        start_at: new Date('2026-11-22T05:00:00Z'),
        end_at: new Date('2026-11-22T06:00:00Z'),
        status: 'done',
        paid: 6000,
        request_key: null,
        created_at: new Date('2026-11-22T05:00:00Z'),
      })
      .execute();
    const fine = fineRow({ grz: 'К505КК159', sts, zone: '101', offenseDate: '2026-11-22T05:32:00Z' });
    await importFines(perm, [fine]);

    const [listed] = await finesOf(perm, driver);
    expect(listed).toMatchObject({ uin: fine.uin, coverage: { kind: 'session' }, evidence: false });
    expect((await evidence(driver, fine.uin)).json()).toMatchObject({ status: 'error', errorName: 'FineEvidenceEmpty' });
  });

  it('the list says which fines have evidence to give', async () => {
    const driver = await parkedDriver('К506КК159');
    const covered = fineRow({ grz: 'К506КК159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T05:32:00Z' });
    const uncovered = fineRow({ grz: 'К506КК159', sts: driver.sts, zone: '101', offenseDate: '2026-11-23T07:32:00Z' });
    await importFines(perm, [covered, uncovered]);
    const fines = await finesOf(perm, driver);
    expect(fines.find((f) => f.uin === covered.uin)?.evidence).toBe(true);
    expect(fines.find((f) => f.uin === uncovered.uin)?.evidence).toBe(false);
  });
});
