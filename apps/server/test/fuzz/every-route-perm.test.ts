import { expect, it } from 'vitest';
import { fuzzCity } from './fuzz-city.ts';

it('every route of perm answers malformed input without a fault', { timeout: 180_000 }, async () => {
  expect(await fuzzCity('perm')).toEqual([]);
});
