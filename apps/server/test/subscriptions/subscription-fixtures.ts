import type { TestCity } from '../helpers/create-test-city.ts';
import { api, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';

type BuyAnswer = { RedirectURL?: string; orderNum?: string; СуммаПополнения?: number; errorMessage?: string; confirmation?: Record<string, unknown> };

/** POST /api/payment/subscription as the web app sends it. */
export const buy = (city: TestCity, driver: TestDriver, code: string, plate: string, timestart: string | null, patch: Record<string, unknown> = {}) =>
  api(city).post<BuyAnswer>('/api/payment/subscription', {
    token: driver.token,
    vehicle: vehicle(plate),
    codeSubscription: code,
    paymentService: 'balance',
    timestart: timestart ?? 'null',
    ...patch,
  });

export const subscriptionsOf = (city: TestCity, driverId: number) =>
  city.db.selectFrom('subscription').selectAll().where('driver_id', '=', driverId).orderBy('id').execute();

let calls = 0;

/**
 * POST /backend/v2/pauseAb, continueAb, refund or changeGRZ with the token in the Authorization
 * header, each from its own address so that the per-address limit never answers in the route's place.
 */
export async function act<T = Record<string, unknown>>(city: TestCity, token: string, path: string, body: Record<string, string>) {
  calls += 1;
  const response = await city.app.inject({
    method: 'POST',
    url: city.api(path),
    remoteAddress: `10.7.${(calls >> 8) & 255}.${calls & 255}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru' },
    payload: new URLSearchParams(body).toString(),
  });
  return response.json() as T & { status: string; errorName?: string; errorMessage?: string; result?: Record<string, unknown> };
}

export type Benefit = { orderNum: string; transport: string; endOf: string; canPause: boolean; canContinue: boolean; canRefund: boolean; canChangeTs: boolean };

/** The driver's benefits list. */
export const benefitsOf = async (city: TestCity, driver: TestDriver) =>
  (await api(city).get<{ result: Benefit[] }>('/api/profile/get-benefits-v2', { token: driver.token })).result;

/** The flags of one benefit row. */
export const flagsOf = async (city: TestCity, driver: TestDriver, orderNum: string) => {
  const row = (await benefitsOf(city, driver)).find((benefit) => benefit.orderNum === orderNum);
  if (!row) return undefined;
  const { canPause, canContinue, canRefund, canChangeTs } = row;
  return { canPause, canContinue, canRefund, canChangeTs };
};

/** Adds a Russian car plate (`К300КК159`) to the driver's vehicles, as the vehicle list stores it. */
export const addVehicle = (city: TestCity, driverId: number, plate: string) =>
  city.db
    .insertInto('vehicle')
    .values({
      driver_id: driverId,
      plate,
      number: plate.slice(0, -3),
      region: plate.slice(-3),
      format: 'rus',
      category: 'B',
      sts_number: '',
      name: '',
      is_main: false,
      created_at: city.now(),
    })
    .execute();
