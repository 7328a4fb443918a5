import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { isMapFeature } from '../../src/parking/is-map-feature.ts';
import { ZMapInfoAnswer } from '../../src/parking/map-info-answer.ts';
import { ZMapFeature, ZMapInfoResponse } from '../../src/parking/map-info.ts';

const zone = () => ({
  type: 'Feature',
  properties: {
    objecttype: 'parkings',
    category: 'roadside',
    code: 'P101',
    name: 'Зона 101',
    freeparking: false,
    zone: { zonenumber: '101', prices: [{ daycode: 'default', from: '08:00:00', to: '20:00:00', price: 6000 }] },
    spaces: { total: 40, free: 12, fordisabled: 2 },
  },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        { lat: 58.01, lng: 56.24 },
        { lat: 58.02, lng: 56.25 },
        { lat: 58.01, lng: 56.26 },
      ],
    ],
  },
});
const line = () => ({
  type: 'Feature',
  properties: { objecttype: 'parkings', category: 'planar', zone: { zonenumber: '7', prices: [] } },
  geometry: {
    type: 'LineString',
    coordinates: [
      { lat: 58, lng: 56 },
      { lat: 58.001, lng: 56.001 },
    ],
  },
});
const meter = () => ({
  type: 'Feature',
  properties: { objecttype: 'parcomats', name: 'Паркомат' },
  geometry: { type: 'Point', coordinates: { lat: 58, lng: 56 } },
});

type Feature = ReturnType<typeof zone>;
/** One break per rule of the schema: each must fail the schema and the guard alike. */
const BROKEN: [string, (feature: Feature) => unknown][] = [
  ['not an object', () => null],
  ['an array', () => []],
  ['another type', (f) => ({ ...f, type: 'FeatureCollection' })],
  ['no properties', (f) => ({ ...f, properties: undefined })],
  ['objecttype missing', (f) => ({ ...f, properties: { ...f.properties, objecttype: undefined } })],
  ['name a number', (f) => ({ ...f, properties: { ...f.properties, name: 5 } })],
  ['category null', (f) => ({ ...f, properties: { ...f.properties, category: null } })],
  ['code a number', (f) => ({ ...f, properties: { ...f.properties, code: 101 } })],
  ['freeparking a string', (f) => ({ ...f, properties: { ...f.properties, freeparking: 'false' } })],
  ['zone without number', (f) => ({ ...f, properties: { ...f.properties, zone: { prices: [] } } })],
  ['prices not a list', (f) => ({ ...f, properties: { ...f.properties, zone: { zonenumber: '1', prices: {} } } })],
  [
    'unknown day code',
    (f) => ({ ...f, properties: { ...f.properties, zone: { zonenumber: '1', prices: [{ daycode: 'monday', from: '', to: '', price: 1 }] } } }),
  ],
  [
    'price a string',
    (f) => ({ ...f, properties: { ...f.properties, zone: { zonenumber: '1', prices: [{ daycode: 'default', from: '', to: '', price: '1' }] } } }),
  ],
  ['spaces incomplete', (f) => ({ ...f, properties: { ...f.properties, spaces: { total: 1, free: 1 } } })],
  ['no geometry', (f) => ({ ...f, geometry: undefined })],
  ['unknown geometry', (f) => ({ ...f, geometry: { type: 'MultiPolygon', coordinates: [] } })],
  ['ring of numbers', (f) => ({ ...f, geometry: { type: 'Polygon', coordinates: [[58, 56]] } })],
  ['point without lng', (f) => ({ ...f, geometry: { type: 'Point', coordinates: { lat: 58 } } })],
  ['line of strings', (f) => ({ ...f, geometry: { type: 'LineString', coordinates: [{ lat: '58', lng: '56' }] } })],
];

describe('isMapFeature: the rules of ZMapFeature, without copying', () => {
  it.each([
    ['a zone', zone()],
    ['a line zone without name or spaces', line()],
    ['a parking meter', meter()],
  ])('accepts %s, as the schema does', (_, feature) => {
    expect(safeParse(ZMapFeature, feature).success).toBe(true);
    expect(isMapFeature(feature)).toBe(true);
  });

  it.each(BROKEN)('refuses %s, as the schema does', (_, breakIt) => {
    const broken = breakIt(zone());
    expect(safeParse(ZMapFeature, broken).success).toBe(false);
    expect(isMapFeature(broken)).toBe(false);
  });
});

describe('ZMapInfoAnswer: the browser reads what ZMapInfoResponse reads', () => {
  const answer = (features: unknown[]) => ({
    status: 'ok',
    result: { features, overAll: { total: 40, free: 12, fordisabled: 2 }, times: { updatedAt: '2026-11-28T10:00:00Z' } },
  });

  it('gives the same data, with the default name', () => {
    const body = answer([zone(), line(), meter()]);
    const full = safeParse(ZMapInfoResponse, structuredClone(body));
    const light = safeParse(ZMapInfoAnswer, structuredClone(body));
    expect(light.success && full.success).toBe(true);
    expect(light.data).toEqual(full.data);
    expect(light.data?.result.features[1]?.properties.name).toBe('');
  });

  it('refuses an answer with one broken feature among good ones', () => {
    const body = answer([zone(), { ...meter(), geometry: { type: 'Point', coordinates: [58, 56] } }]);
    expect(safeParse(ZMapInfoResponse, body).success).toBe(false);
    expect(safeParse(ZMapInfoAnswer, body).success).toBe(false);
  });
});
