import { withUinCheckDigit } from '@city-parking/contract/fines/uin';
import type { TFine } from '@city-parking/contract/fines/fines';
import { vehicleService } from '../../src/modules/accounts/vehicle-service.ts';
import { fineImportService } from '../../src/modules/fines/import-service.ts';
import { apiClient } from '../helpers/api-client.ts';
import type { TestCity } from '../helpers/create-test-city.ts';
import { api, newDriver, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';

let uins = 0;
/** A fresh valid city-parking UIN (0355…) with its check digit. */
export const newUin = (prefix = '0355') =>
  withUinCheckDigit(
    `${prefix}${String(++uins + Date.now() * 10)
      .padStart(19, '0')
      .slice(-(19 - prefix.length))}`,
  );

let stsNumbers = 0;
/** A fresh STS number in the stored form: region, series, number. */
export const newSts = () => `59ТС${String(++stsNumbers).padStart(6, '0')}`;

export const SVG_PHOTO = new TextEncoder().encode(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

/** An import row with every required field; `over` replaces or adds fields. */
export const fineRow = (over: Record<string, unknown> = {}) => ({
  uin: newUin(),
  status: 'new',
  article: '8.14 КоАП ПК',
  place: 'ул. Ленина, 50',
  zone: '101',
  offenseDate: '2026-11-20T09:32:00Z',
  date: '2026-11-21',
  totalSum: '100000',
  ...over,
});

export const importFines = (city: TestCity, rows: string | unknown[], photos: Record<string, Uint8Array> = {}) =>
  fineImportService({ db: city.db, now: () => new Date() }).importFines(rows, new Map(Object.entries(photos)));

export const addVehicle = (city: TestCity, driver: TestDriver, grz: string, sts = '') =>
  vehicleService(city.db, city.now).add(driver.id, { grz, format: 'rus', category: 'B', mainTs: false, sts, name: '' });

export const addLicence = (city: TestCity, driver: TestDriver, number: string) =>
  vehicleService(city.db, city.now).saveDocument(driver.id, { type: 'VU', number });

export const finesOf = async (city: TestCity, driver: TestDriver): Promise<TFine[]> => {
  const answer = await apiClient(city).get<{ result: TFine[] }>('/api/finesstorage/fines/v1', { token: driver.token });
  if (answer.status !== 'ok') throw new Error(`fines answered ${JSON.stringify(answer)}`);
  return answer.result;
};

export const imageOf = (city: TestCity, driver: TestDriver, uin: string) =>
  city.app.inject({ method: 'GET', url: city.api(`/api/finesstorage/fineimage/v1?token=${driver.token}&uin=${uin}`) });

/**
 * A driver with the plate's vehicle, its STS, and an hour in the zone paid from the balance, from
 * the city's now. A fine of the car names both the plate and `sts`.
 */
export async function parkedDriverIn(city: TestCity, plate: string, zone = '101'): Promise<TestDriver & { sts: string }> {
  const driver = await newDriver(city, 20_000);
  const sts = newSts();
  await addVehicle(city, driver, plate, sts);
  const answer = await api(city).post('/api/payment/start', {
    Token: driver.token,
    Zone: zone,
    Duration: 60,
    Vehicle: vehicle(plate),
    PaymentService: 'balance',
  });
  if (answer.status !== 'ok') throw new Error(`the start answered ${JSON.stringify(answer)}`);
  return { ...driver, sts };
}
