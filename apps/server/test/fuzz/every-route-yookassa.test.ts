import { expect, it } from 'vitest';
import { fuzzCity, YOOKASSA_ENV } from './fuzz-city.ts';

it('every route of perm with YooKassa as the provider answers malformed input without a fault', { timeout: 180_000 }, async () => {
  expect(await fuzzCity('perm', YOOKASSA_ENV, '/api/payment/yookassa/notification')).toEqual([]);
});
