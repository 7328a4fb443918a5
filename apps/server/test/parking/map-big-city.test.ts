import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZMapInfoResponse, type TMapFeature } from '@city-parking/contract/parking/map-info';
import { testCities } from '../helpers/test-cities.ts';

// A big city (SEED_ZONES) and the demo's, side by side.
const [big, demo] = testCities({ city: 'perm', env: { SEED_ZONES: '5000' } }, { city: 'perm' });

const pointsOf = (feature: TMapFeature) => {
  const { geometry } = feature;
  return geometry.type === 'Point' ? [geometry.coordinates] : geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat();
};
const parse = (body: string) => ZMapInfoResponse.parse(JSON.parse(body)).result;
const zonesOf = (features: TMapFeature[]) => features.filter((f) => f.properties.zone);
// Two by two cells of the client's grid around Perm's centre: more than a phone or a desktop shows at the first zoom.
const FIRST_VIEW = '57.98,56.2,58.02,56.28';

describe('map of a big city', () => {
  it('sends coordinates rounded to five decimals (about a metre)', async () => {
    const { features } = parse((await demo.app.inject({ url: demo.api('/api/info/get-map-info/v3') })).body);
    for (const point of features.flatMap(pointsOf)) {
      expect(Math.abs(point.lat * 1e5 - Math.round(point.lat * 1e5))).toBeLessThan(1e-6);
      expect(Math.abs(point.lng * 1e5 - Math.round(point.lng * 1e5))).toBeLessThan(1e-6);
    }
  });

  it('sends the small demo map whole even when an area is asked, under the same tag', async () => {
    const whole = await demo.app.inject({ url: demo.api('/api/info/get-map-info/v3') });
    const asked = await demo.app.inject({ url: demo.api(`/api/info/get-map-info/v3?bbox=${FIRST_VIEW}`) });
    expect(asked.headers.etag).toBe(whole.headers.etag);
    const result = parse(asked.body);
    expect(result.partial).toBeUndefined();
    expect(zonesOf(result.features)).toHaveLength(320);
  });

  it('sends every one of 5 000 zones without a query, as the spec gives the answer', async () => {
    const result = parse((await big.app.inject({ url: big.api('/api/info/get-map-info/v3') })).body);
    expect(zonesOf(result.features)).toHaveLength(5000);
    expect(result.partial).toBeUndefined();
  });

  it('sends the first view of 5 000 zones by area, within 150 KB gzipped, and 304 for it again', async () => {
    const url = big.api(`/api/info/get-map-info/v3?bbox=${FIRST_VIEW}`);
    const answer = await big.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    const plain = await big.app.inject({ url });
    const result = parse(plain.body);
    expect(result.partial).toBe(true);
    const zones = zonesOf(result.features);
    expect(zones.length).toBeGreaterThan(100);
    expect(zones.length).toBeLessThan(2000);
    const [south, west, north, east] = FIRST_VIEW.split(',').map(Number) as [number, number, number, number];
    // Every zone sent reaches into the area.
    for (const zone of zones) {
      const points = pointsOf(zone);
      expect(Math.max(...points.map((p) => p.lat))).toBeGreaterThanOrEqual(south);
      expect(Math.min(...points.map((p) => p.lat))).toBeLessThanOrEqual(north);
      expect(Math.max(...points.map((p) => p.lng))).toBeGreaterThanOrEqual(west);
      expect(Math.min(...points.map((p) => p.lng))).toBeLessThanOrEqual(east);
    }
    // The whole city's counts stay in the answer.
    expect(result.overAll.total).toBe(parse((await big.app.inject({ url: big.api('/api/info/get-map-info/v3') })).body).overAll.total);
    const again = await big.app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(gzipSync(plain.body).length).toBe(answer.rawPayload.length);
  });

  it('finds one zone by number anywhere in the city', async () => {
    const result = parse((await big.app.inject({ url: big.api('/api/info/get-map-info/v3?zone=4999') })).body);
    expect(result.partial).toBe(true);
    expect(result.features.map((f) => f.properties.zone?.zonenumber)).toEqual(['4999']);
    const none = parse((await big.app.inject({ url: big.api('/api/info/get-map-info/v3?zone=99999') })).body);
    expect(none.features).toEqual([]);
  });

  it.each(['1,2,3', 'a,b,c,d', '58,56,57,57', '1,2,3,4,5', '-91,0,0,0'])('refuses the area %s with a named error', async (bbox) => {
    const answer = await big.app.inject({ url: big.api(`/api/info/get-map-info/v3?bbox=${bbox}`) });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { bbox: 'InvalidFormat' } });
  });
});
