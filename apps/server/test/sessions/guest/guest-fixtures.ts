import type { TestCity } from '../../helpers/create-test-city.ts';
import { api, vehicle } from '../session-fixtures.ts';

/** A guest token, as the guest payment page gets one. */
export async function guestToken(city: TestCity): Promise<string> {
  const { token } = await api(city).post<{ token: string }>('/api/auth/guest');
  return token;
}

/** The guest's start of zone 9201 (Sevastopol's 60 ₽/h zone) paid by card, with a phone. */
export const guestStart = (city: TestCity, token: string, plate: string, patch: Record<string, unknown> = {}) =>
  api(city).post<{ RedirectURL: string }>('/api/payment/start', {
    Token: token,
    Zone: '9201',
    Duration: 60,
    Vehicle: vehicle(plate),
    PaymentService: 'card',
    phone: '+7 922 100-00-01',
    ...patch,
  });

/** Sessions kept for guests (no driver), oldest first. */
export const guestSessions = (city: TestCity) =>
  city.db
    .selectFrom('parking_session')
    .select(['id', 'plate', 'kind', 'status', 'start_at', 'end_at', 'paid', 'payer_phone'])
    .where('driver_id', 'is', null)
    .orderBy('id')
    .execute();

/** Merges operator settings, as the back office's tool does. */
export const setSettings = (city: TestCity, settings: Record<string, unknown>) =>
  city.app.inject({ method: 'PUT', url: city.api('/dev/site-options'), payload: { settings } });
