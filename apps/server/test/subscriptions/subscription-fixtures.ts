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
