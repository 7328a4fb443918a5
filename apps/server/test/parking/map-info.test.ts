import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAP_OBJECT_TYPES } from '@city-parking/contract/parking/map-info';
import { ZZonesResponse } from '@city-parking/contract/parking/zones';
import { up as renameToSpecKinds } from '../../src/db/migrations/0050-map-object-types-of-the-spec.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo-data.ts';
import { DEMO_RESIDENT_ZONE_COUNT } from '../../src/modules/parking/seed/seed-zones.ts';
import { testCities } from '../helpers/test-cities.ts';

interface Feature {
  type: 'Feature';
  properties: {
    objecttype: string;
    category?: string;
    zone?: { zonenumber: string; prices: { daycode: string; from: string; to: string; price: number }[] };
    name: string;
  };
  geometry: { type: string; coordinates: unknown };
}

const [city] = testCities({ city: 'rostov' });

const inBounds = (point: { lat: number; lng: number }) => {
  const { southWest, northEast } = city.city.mapBounds;
  return point.lat > southWest[0] && point.lat < northEast[0] && point.lng > southWest[1] && point.lng < northEast[1];
};

describe('map of zones', () => {
  it('answers at least 300 zones inside the city bounds with prices by day type, and the map objects', async () => {
    const response = await city.app.inject({ url: city.api('/api/info/get-map-info/v3') });
    const { status, result } = response.json() as { status: string; result: { features: Feature[]; overAll: { total: number } } };
    expect(status).toBe('ok');
    const zones = result.features.filter((f) => f.properties.objecttype === 'parkings');
    expect(zones.length).toBeGreaterThanOrEqual(300);
    expect(zones[0]!.properties.zone!.zonenumber).toBe('6101');
    for (const zone of zones) {
      const points =
        zone.geometry.type === 'Polygon'
          ? (zone.geometry.coordinates as { lat: number; lng: number }[][])[0]!
          : (zone.geometry.coordinates as { lat: number; lng: number }[]);
      expect(points.every(inBounds)).toBe(true);
      expect(new Set(zone.properties.zone!.prices.map((p) => p.daycode))).toEqual(new Set(['default', 'saturday', 'sunday', 'holiday']));
    }
    // Every kind the spec names, and by its name.
    const types = new Set(result.features.map((f) => f.properties.objecttype));
    expect([...types].sort()).toEqual([...MAP_OBJECT_TYPES].sort());
    // Resident zones are areas of their own, inside the city, with a name and no zone to pay for.
    const residentZones = result.features.filter((f) => f.properties.objecttype === 'residentzone');
    expect(residentZones.length).toBeGreaterThan(0);
    for (const area of residentZones) {
      expect(area.geometry.type).toBe('Polygon');
      expect((area.geometry.coordinates as { lat: number; lng: number }[][])[0]!.every(inBounds)).toBe(true);
      expect(area.properties.name).toMatch(/^Резидентная зона №\d+$/);
      expect(area.properties.zone).toBeUndefined();
    }
    expect(new Set(zones.map((z) => z.properties.category)).size).toBeGreaterThanOrEqual(8);
    expect(result.overAll.total).toBeGreaterThan(0);
  });

  it('answers 304 to a browser that already holds the same version, per language', async () => {
    const first = await city.app.inject({ url: city.api('/api/info/get-map-info/v3') });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await city.app.inject({ url: city.api('/api/info/get-map-info/v3'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await city.app.inject({ url: city.api('/api/info/get-map-info-v2'), headers: { 'if-none-match': etag, 'accept-language': 'en' } });
    expect(english.statusCode).toBe(200);
    expect((english.json() as { result: { features: Feature[] } }).result.features[0]!.properties.name).toBe('Zone 6101');
  });

  it('sends the map in brotli or gzip, as the client accepts, each with a tag of its own', async () => {
    const map = (headers: Record<string, string>) => city.app.inject({ url: city.api('/api/info/get-map-info/v3'), headers });
    const plain = await map({});
    const brotli = await map({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const zipped = await map({ 'accept-encoding': 'gzip, deflate' });
    const refused = await map({ 'accept-encoding': 'gzip, br;q=0' });
    expect([plain, brotli, zipped, refused].map((answer) => answer.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip', 'gzip']);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(new Set([plain, brotli, zipped].map((answer) => answer.headers.etag)).size).toBe(3);
    for (const [answer, encoding] of [
      [brotli, 'br'],
      [zipped, 'gzip'],
    ] as const) {
      const again = await map({ 'accept-encoding': encoding, 'if-none-match': String(answer.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('lists the zones with their prices in kopecks per hour', async () => {
    const { result } = (await city.app.inject({ url: city.api('/backend/v2/getZones') })).json() as {
      result: { zonenumber: string; code: string; prices: { price: number }[]; special: boolean }[];
    };
    expect(result.length).toBeGreaterThanOrEqual(300);
    expect(result[0]).toMatchObject({ zonenumber: '6101', value: '6101', code: 'P6101', special: false });
    expect(result.some((z) => z.prices.some((p) => p.price >= 3000))).toBe(true);
  });

  it('marks the zones nearest the centre special, which the subscription constructor prices higher', async () => {
    const answer = (await city.app.inject({ url: city.api('/backend/v2/getZones') })).json() as { result: { zonenumber: string; special: boolean }[] };
    expect(ZZonesResponse.safeParse(answer).success).toBe(true);
    expect(answer.result.every((z) => typeof z.special === 'boolean')).toBe(true);
    expect(answer.result.filter((z) => z.special).map((z) => z.zonenumber)).toEqual(['6118', '6271', '6282', '6343', '6407']);
  });

  it('seeds the same zones again only into empty tables', async () => {
    await seedDemoData(city.db, city.city);
    const { n } = await city.db
      .selectFrom('zone')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(320);
    const holiday = await city.db.selectFrom('calendar_day').select(['day', 'kind']).where('day', '=', '2026-06-12').executeTakeFirstOrThrow();
    expect(holiday).toEqual({ day: '2026-06-12', kind: 'holiday' });
  });

  it('gives a demo seeded before resident zones its resident zones once, and renames the kinds stored before the spec names', async () => {
    const residentZones = () =>
      city.db
        .selectFrom('map_object')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('object_type', '=', 'residentzone')
        .executeTakeFirstOrThrow()
        .then(({ n }) => Number(n));
    await city.db.deleteFrom('map_object').where('object_type', '=', 'residentzone').execute();
    await seedDemoData(city.db, city.city);
    await seedDemoData(city.db, city.city);
    expect(await residentZones()).toBe(DEMO_RESIDENT_ZONE_COUNT);

    // A database migrated before the rename holds the old kinds.
    const point = JSON.stringify({ type: 'Point', coordinates: { lat: 47.2, lng: 39.7 } });
    await sql`insert into map_object (object_type, name_ru, name_en, geometry) values ('parkomat', 'Старый', 'Old', ${point}::jsonb), ('infotable', 'Табло', 'Board', ${point}::jsonb)`.execute(
      city.db,
    );
    await renameToSpecKinds(city.db as Kysely<unknown>);
    const renamed = await city.db.selectFrom('map_object').select('object_type').where('name_en', 'in', ['Old', 'Board']).orderBy('name_en').execute();
    expect(renamed.map((row) => row.object_type)).toEqual(['InformationTable', 'parcomats']);
  });
});
