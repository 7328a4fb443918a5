import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { companyLedger, type CompanyLedgerEntry } from '../company-ledger.ts';

/** The demo company of a city; README.md prints its sign-in. */
export const DEMO_COMPANY = {
  inn: '5904123453',
  contractNumber: '2026-001',
  name: 'ООО «Прикамье Логистик»',
  email: 'fleet@prikamye.test',
} as const;

/** Cities whose demo has a company. */
const COMPANY_CITIES: ReadonlySet<string> = new Set(['perm']);

/** The drivers: the second is the demo driver ivanov@parking.test, found by his phone. */
const DRIVERS = [
  { surname: 'Петров', first_name: 'Пётр', patronymic: 'Алексеевич', phone: '79120000011', car_number: 'А101АА159', active: true, monthly_limit: 1_500_000 },
  { surname: 'Иванов', first_name: 'Иван', patronymic: '', phone: '79120000002', car_number: 'В202ВВ159', active: true, monthly_limit: null },
  { surname: 'Сидорова', first_name: 'Мария', patronymic: 'Ивановна', phone: '79120000013', car_number: 'Е303ЕЕ159', active: true, monthly_limit: 800_000 },
  { surname: 'Кузнецов', first_name: 'Олег', patronymic: 'Павлович', phone: '79120000014', car_number: 'К404КК159', active: false, monthly_limit: null },
  { surname: 'Смирнов', first_name: 'Денис', patronymic: '', phone: '79120000015', car_number: '', active: true, monthly_limit: null },
];

const VEHICLES = [
  { plate: 'А101АА159', vin: 'XTA210740Y1000001', active: true, main: true },
  { plate: 'В202ВВ159', vin: 'XTA210740Y1000002', active: true, main: false },
  { plate: 'Е303ЕЕ159', vin: 'XTA210740Y1000003', active: true, main: false },
  { plate: 'К404КК159', vin: 'XTA210740Y1000004', active: false, main: false },
  { plate: 'М505ММ159', vin: 'XTA210740Y1000005', active: true, main: false },
  { plate: 'Н606НН159', vin: '', active: true, main: false },
];

/** Four devices: the third's is switched off, so its vehicle shows inactive. */
const DEVICES = [
  { vin: 'XTA210740Y1000001', imei: '356938035643801', active: true },
  { vin: 'XTA210740Y1000002', imei: '356938035643802', active: true },
  { vin: 'XTA210740Y1000003', imei: '356938035643803', active: false },
  { vin: 'XTA210740Y1000005', imei: '356938035643805', active: true },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo company into an empty table: its drivers, vehicles and devices, and two months of
 * its ledger (a top-up each fortnight and the drivers' sessions between), posted through the ledger
 * so that the balance is the sum of the rows.
 */
export async function seedCompany(db: Kysely<Database>, cityCode: string, until = new Date()): Promise<void> {
  if (!COMPANY_CITIES.has(cityCode) || !(await isEmpty(db, 'company'))) return;
  const zones = await db.selectFrom('zone').select(['zone_number', 'code']).orderBy('id').limit(4).execute();
  // The company, its drivers and its fleet were there before the first row of its ledger.
  const since = new Date(until.getTime() - 60 * DAY_MS);
  await db.transaction().execute(async (trx) => {
    const { id: companyId } = await trx
      .insertInto('company')
      .values({ inn: DEMO_COMPANY.inn, contract_number: DEMO_COMPANY.contractNumber, name: DEMO_COMPANY.name, email: DEMO_COMPANY.email, created_at: since })
      .returning('id')
      .executeTakeFirstOrThrow();
    const drivers = [];
    for (const driver of DRIVERS) {
      const row = await trx
        .insertInto('company_driver')
        .values({ company_id: companyId, ...driver, created_at: since })
        .returning('id')
        .executeTakeFirstOrThrow();
      drivers.push({ ...driver, id: Number(row.id) });
    }
    await trx
      .insertInto('company_vehicle')
      .values(VEHICLES.map((v) => ({ company_id: companyId, ...v, created_at: since })))
      .execute();
    await trx
      .insertInto('tracking_device')
      .values(DEVICES.map((d) => ({ company_id: companyId, ...d, created_at: since })))
      .execute();

    const entries: CompanyLedgerEntry[] = [];
    const start = since.getTime();
    for (let day = 0; day < 60; day += 1) {
      const at = new Date(start + day * DAY_MS + 9 * 60 * 60 * 1000);
      if (day % 14 === 0) {
        entries.push({
          companyId,
          kind: 'refill',
          amount: 2_000_000,
          idempotencyKey: `seed:company:${companyId}:refill:${day}`,
          method: 'invoice',
          at,
        });
        continue;
      }
      const driver = drivers[day % 3]!;
      const zone = zones[day % Math.max(zones.length, 1)];
      const minutes = 60 + (day % 4) * 30;
      const amount = -(minutes / 60) * 6000;
      entries.push({
        companyId,
        kind: 'payment',
        amount,
        idempotencyKey: `seed:company:${companyId}:payment:${day}`,
        driver: { id: driver.id, name: [driver.surname, driver.first_name, driver.patronymic].filter(Boolean).join(' '), phone: driver.phone },
        plate: driver.car_number,
        ...(zone ? { zoneNumber: zone.zone_number, parkingCode: zone.code } : {}),
        period: { start: at, end: new Date(at.getTime() + minutes * 60_000) },
        at,
      });
    }
    for (const entry of entries) await companyLedger.post(trx, entry);
  });
}
