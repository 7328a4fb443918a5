import { randomBytes } from 'node:crypto';
import { instantOf } from '@city-parking/contract/tariff/city-time';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { driverRepo } from '../../src/modules/accounts/driver-repo.ts';
import { ledger } from '../../src/modules/payments/ledger.ts';
import type { ZonePrice } from '../../src/modules/parking/tables.ts';
import { apiClient } from '../helpers/api-client.ts';
import type { TestCity } from '../helpers/create-test-city.ts';

/** Perm's clock (Asia/Yekaterinburg, UTC+5): the instant its wall clock shows `date` and `time`. */
export const permTime = (date: string, time: string, timeZone = 'Asia/Yekaterinburg') => {
  const [hours = '0', minutes = '0', seconds = '0'] = time.split(':');
  return new Date(instantOf(date, Number(hours) * 60 + Number(minutes), timeZone).getTime() + Number(seconds) * 1000);
};

let drivers = 0;

/** A driver of the tests: its id and signed-in token. */
export type TestDriver = { id: number; token: string };

/** A fresh driver with a signed-in token and, when asked, money on the balance. */
export async function newDriver(city: TestCity, kopecks = 0): Promise<TestDriver> {
  drivers += 1;
  const id = await driverRepo(city.db).create({
    email: `driver-${drivers}@sessions.test`,
    phone: `79990${String(drivers).padStart(6, '0')}`,
    firstName: 'Тест',
    lastName: 'Водитель',
    middleName: '',
    passwordHash: null,
    createdAt: city.now(),
  });
  const token = await tokenService(tokenRepo(city.db), city.now).issue('standart', id);
  if (kopecks > 0) await giveMoney(city, id, kopecks);
  return { id, token };
}

export const giveMoney = (city: TestCity, driverId: number, kopecks: number) =>
  city.db
    .transaction()
    .execute((trx) =>
      ledger.post(trx, { driverId, kind: 'refill', amount: kopecks, idempotencyKey: `test:${randomBytes(8).toString('hex')}`, at: city.now() }),
    );

export const balanceOf = (city: TestCity, driverId: number) => ledger.balanceOf(city.db, driverId);

/** The balance snapshot equals the sum of the driver's ledger rows and is never negative. */
export async function ledgerIsConsistent(city: TestCity, driverId: number): Promise<number> {
  const [balance, sum] = await Promise.all([ledger.balanceOf(city.db, driverId), ledger.sumOf(city.db, driverId)]);
  if (balance !== sum || balance < 0) throw new Error(`balance ${balance} but operations sum to ${sum}`);
  return balance;
}

export const operationsOf = (city: TestCity, driverId: number) =>
  city.db
    .selectFrom('account_operation')
    .select(['kind', 'amount', 'idempotency_key', 'session_id', 'payment_id'])
    .where('driver_id', '=', driverId)
    .orderBy('id')
    .execute();

export const sessionsOf = (city: TestCity, driverId: number) =>
  city.db.selectFrom('parking_session').selectAll().where('driver_id', '=', driverId).orderBy('id').execute();

/** A vehicle field as the web app sends it in a form body. */
export const vehicle = (Number: string, Category = 'B', NumberFormat = 'rus') => JSON.stringify({ Number, Category, NumberFormat });

/** A valid Russian car plate of the series `i`. */
export const plateNo = (i: number) => `А${String(i % 1000).padStart(3, '0')}ВС159`;

/** Completes a provider payment on the sandbox page, as the Pay or Decline button does. */
export const sandbox = (city: TestCity, redirectUrl: string, action: 'pay' | 'decline') =>
  city.app.inject({ method: 'POST', url: redirectUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });

/** Adds a zone with its own prices (kopecks per hour), for tariffs the demo zones do not have. */
export async function addZone(city: TestCity, number: string, prices: ZonePrice[], category = 'roadside') {
  const { id } = await city.db
    .insertInto('zone')
    .values({
      zone_number: number,
      code: `P${number}`,
      name_ru: `Зона ${number}`,
      name_en: `Zone ${number}`,
      category,
      geometry: JSON.stringify({ type: 'LineString', coordinates: [] }),
      prices: JSON.stringify(prices),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  // The server keeps zones in memory; the next call must see this one.
  await city.changes.settle();
  return id;
}

/** Every day type at one price around the clock. */
export const flatPrices = (price: number, types: ZonePrice['type'][] = ['default', 'saturday', 'sunday', 'holiday']): ZonePrice[] =>
  types.map((type) => ({ type, from: '00:00:00', to: '24:00:00', price }));

export const api = (city: TestCity, language = 'ru') => apiClient(city, { language });
