import type { TestCity } from '../../helpers/create-test-city.ts';
import { api, permTime, vehicle } from '../session-fixtures.ts';

/** Rostov's wall clock (Europe/Moscow, UTC+3). */
export const rostovTime = (date: string, time: string) => permTime(date, time, 'Europe/Moscow');

type Driver = { id: number; token: string };
type Answer = { sessionId: number; amountToPay: number; RedirectURL: string };

/** The calls of a no-balance city as the web app makes them; Rostov pays by parking code. */
export const noBalanceCalls = (city: TestCity) => ({
  start: (driver: Driver, plate: string, patch: Record<string, unknown> = {}) =>
    api(city).post<Answer>('/api/payment/start/v2', { Token: driver.token, Zone: '', ParkingCode: 'P6101', Vehicle: vehicle(plate), ...patch }),
  postpone: (driver: Driver, sessionId: number, patch: Record<string, unknown> = {}) =>
    api(city).post<Answer>('/api/payment/cancel/v2', { Token: driver.token, OrderId: sessionId, PaymentService: 'card', ...patch }),
  breakOff: (driver: Driver, sessionId: number, patch: Record<string, unknown> = {}) =>
    api(city).post<Answer>('/api/payment/break/v1', { Token: driver.token, OrderId: sessionId, PaymentService: 'card', ...patch }),
  payDeferred: (driver: Driver, sessionId: number, patch: Record<string, unknown> = {}) =>
    api(city).post<Answer>('/api/payment/deffered/v1', { Token: driver.token, OrderId: sessionId, PaymentService: 'card', ...patch }),
  profileSessions: async (driver: Driver) => {
    const profile = await api(city).get<{ result: { sessions: Record<string, unknown>[] } }>('/api/profile/get-profile-v6', { token: driver.token });
    return profile.result.sessions;
  },
  row: (sessionId: number) =>
    city.db
      .selectFrom('parking_session')
      .select(['status', 'start_at', 'end_at', 'amount_to_pay', 'paid'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow(),
});
