import { siteRepo } from '../../src/modules/site/site-repo.ts';
import { DEMO_CITIES } from '../../src/modules/site/seed/city-settings.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import type { YooKassaFake } from '../fakes/yookassa-fake.ts';

export const PUBLIC_URL = 'https://parking.example';

/**
 * A production city (no DEMO) paying through YooKassa's fake, with the demo city's payment methods
 * (a production database has only what its operator stored).
 */
export async function yookassaCity(
  fake: YooKassaFake,
  { city = 'perm', now, secretKey = fake.secretKey }: { city?: string; now?: () => Date; secretKey?: string } = {},
): Promise<TestCity> {
  const env = { YOOKASSA_API_URL: fake.apiUrl, YOOKASSA_SHOP_ID: fake.shopId, YOOKASSA_SECRET_KEY: secretKey, PUBLIC_URL };
  const test = await createTestCity({ city, demo: false, now, env });
  await siteRepo(test.db).mergeSetting('settings', DEMO_CITIES[city]!.settings);
  await test.changes.settle();
  return test;
}

/** YooKassa's HTTP notification as it posts it: JSON, the event and the payment object. */
export const notify = (city: TestCity, body: unknown) =>
  city.app.inject({
    method: 'POST',
    url: city.api('/api/payment/yookassa/notification'),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

export const notice = (id: string, event = 'payment.succeeded', object: Record<string, unknown> = {}) => ({
  type: 'notification',
  event,
  object: { id, ...object },
});
