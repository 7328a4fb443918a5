import { describe, expect, it } from 'vitest';
import { ZCities } from '@city-parking/contract/city/city';
import citiesJson from '../../../../../config/cities.json';
import { CITIES } from './current-city.ts';

describe('CITIES', () => {
  it('is config/cities.json as the contract reads it, defaults included', () => {
    expect(CITIES).toEqual(ZCities.parse(citiesJson));
  });
});
