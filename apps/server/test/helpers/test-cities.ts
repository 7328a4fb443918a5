import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestCity, type TestCity, type TestCityOptions } from './create-test-city.ts';
import { testClock } from './test-clock.ts';

type Cities<O extends readonly unknown[]> = { [K in keyof O]: TestCity };
type ClockedOptions = Omit<TestCityOptions, 'now'>;

/**
 * The cities of one test file: created together before its tests, closed after them. The objects
 * returned are filled in by then, so a file declares its cities once, at the top.
 */
export function testCities<const O extends readonly TestCityOptions[]>(...options: O): Cities<O> {
  const cities = options.map(() => ({}) as TestCity);
  beforeAll(async () => {
    const created = await Promise.all(options.map((o) => createTestCity(o)));
    created.forEach((city, i) => Object.assign(cities[i]!, city));
  });
  afterAll(() => Promise.all(cities.map((city) => city.close())));
  return cities as Cities<O>;
}

/** testCities on one test clock, which each test starts at `at`. */
export function testCitiesAt<const O extends readonly ClockedOptions[]>(at: Date, ...options: O) {
  const clock = testClock(at);
  beforeEach(() => clock.set(at));
  const cities = testCities(...options.map((o) => ({ ...o, now: clock.now }))) as Cities<O>;
  return { clock, cities };
}

/** One city (Perm unless `options` name another) on a test clock that each test starts at `at`. */
export function testCityAt(at: Date, options: ClockedOptions = {}) {
  const {
    clock,
    cities: [city],
  } = testCitiesAt(at, options);
  return { clock, city };
}
