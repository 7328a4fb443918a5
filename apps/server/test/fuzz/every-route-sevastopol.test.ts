import { expect, it } from 'vitest';
import { fuzzCity } from './fuzz-city.ts';

it('every route of sevastopol answers malformed input without a fault', { timeout: 180_000 }, async () => {
  expect(await fuzzCity('sevastopol')).toEqual([]);
});
