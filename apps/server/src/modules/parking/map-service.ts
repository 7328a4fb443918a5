import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Kysely, Selectable } from 'kysely';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { ReadCache } from '../../db/read-cache.ts';
import type { Database } from '../../db/schema.ts';

export interface CachedBody {
  body: string;
  etag: string;
  /** The same body gzipped once when it is built: the demo map is 426 KB of JSON and 24 KB gzipped. */
  gzip?: { body: Buffer; etag: string };
}

/** What the zone list shows of a zone. */
export type ZoneListRow = Pick<Selectable<Database['zone']>, 'zone_number' | 'code' | 'category' | 'name_ru' | 'name_en' | 'prices' | 'special'>;

/** The map answer is the same for every visitor until a zone or map object changes; it is built once per language. */
export function mapService(db: Kysely<Database>, cache: ReadCache, now: () => number = Date.now) {
  async function build(language: TLanguage) {
    const [zones, objects] = await Promise.all([
      db.selectFrom('zone').selectAll().orderBy('id').execute(),
      db.selectFrom('map_object').selectAll().orderBy('id').execute(),
    ]);
    const features = [
      ...zones.map((zone) => ({
        type: 'Feature',
        properties: {
          objecttype: 'parking',
          category: zone.category,
          code: zone.code,
          name: language === 'en' ? zone.name_en : zone.name_ru,
          freeparking: zone.category === 'free',
          zone: { zonenumber: zone.zone_number, prices: zone.prices.map((p) => ({ daycode: p.type, from: p.from, to: p.to, price: p.price })) },
          spaces: { total: zone.spaces_total, free: zone.spaces_free, fordisabled: zone.spaces_disabled },
        },
        geometry: zone.geometry,
      })),
      ...objects.map((object) => ({
        type: 'Feature',
        properties: { objecttype: object.object_type, name: language === 'en' ? object.name_en : object.name_ru },
        geometry: object.geometry,
      })),
    ];
    const overAll = zones.reduce(
      (sum, zone) => ({ total: sum.total + zone.spaces_total, free: sum.free + zone.spaces_free, fordisabled: sum.fordisabled + zone.spaces_disabled }),
      { total: 0, free: 0, fordisabled: 0 },
    );
    return { features, overAll, times: { updatedAt: new Date(now()).toISOString() } };
  }

  return {
    /** The map's features as JSON text with a strong ETag of that text. */
    mapInfo: cache.keyed(['zone', 'map_object'], async (language: TLanguage): Promise<CachedBody> => {
      const result = await build(language);
      // The ETag covers the data, not the moment it was read, so an unchanged map keeps its tag.
      const etag = `"${createHash('sha1')
        .update(JSON.stringify({ ...result, times: undefined }))
        .digest('base64url')}"`;
      const body = JSON.stringify({ status: 'ok', result });
      // Another encoding is another representation, so it carries its own tag.
      return { body, etag, gzip: { body: gzipSync(body), etag: `${etag.slice(0, -1)}-gz"` } };
    }),

    /** The zones the zone list shows, in map order. */
    zones(): Promise<ZoneListRow[]> {
      return db.selectFrom('zone').select(['zone_number', 'code', 'category', 'name_ru', 'name_en', 'prices', 'special']).orderBy('id').execute();
    },
  };
}
export type MapService = ReturnType<typeof mapService>;
