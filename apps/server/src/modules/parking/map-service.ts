import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Kysely, Selectable } from 'kysely';
import { ZONE_OBJECT_TYPE } from '@city-parking/contract/parking/map-info';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { ReadCache } from '../../db/read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { areaOf, overlaps, roundGeometry, type MapArea } from './map-area.ts';

export interface CachedBody {
  body: string;
  etag: string;
  /**
   * The same body compressed once when it is built: the demo map is 390 KB of JSON, 17 KB gzipped
   * and 13 KB in brotli.
   */
  encoded: Record<Encoding, { body: Buffer; etag: string }>;
}
export type Encoding = 'br' | 'gzip';

// Brotli's quality 6 takes what gzip takes (2 ms for the demo map) for a quarter fewer bytes; 11
// would save another fifth at a hundred times the time, for every change of a zone.
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const brotliOptions = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** What the zone list shows of a zone. */
export type ZoneListRow = Pick<Selectable<Database['zone']>, 'zone_number' | 'code' | 'category' | 'name_ru' | 'name_en' | 'prices' | 'special'>;

/**
 * A map whose whole answer gzips to at most this is always sent whole, even to a client that asks
 * for an area: the demo's 320 zones (16 KB) are. A big city's (5 000 zones, about 240 KB) is sent
 * by area, so that a first visit stays under 150 KB.
 */
export const WHOLE_MAP_GZIP_BUDGET = 100 * 1024;

/** What a client may ask of the map beyond the spec: the features of an area, or one zone by number. */
export type MapPart = { area: MapArea } | { zone: string };

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
          objecttype: ZONE_OBJECT_TYPE,
          category: zone.category,
          code: zone.code,
          name: language === 'en' ? zone.name_en : zone.name_ru,
          freeparking: zone.category === 'free',
          zone: { zonenumber: zone.zone_number, prices: zone.prices.map((p) => ({ daycode: p.type, from: p.from, to: p.to, price: p.price })) },
          spaces: { total: zone.spaces_total, free: zone.spaces_free, fordisabled: zone.spaces_disabled },
        },
        geometry: roundGeometry(zone.geometry),
      })),
      ...objects.map((object) => ({
        type: 'Feature',
        properties: { objecttype: object.object_type, name: language === 'en' ? object.name_en : object.name_ru },
        geometry: roundGeometry(object.geometry),
      })),
    ];
    const overAll = zones.reduce(
      (sum, zone) => ({ total: sum.total + zone.spaces_total, free: sum.free + zone.spaces_free, fordisabled: sum.fordisabled + zone.spaces_disabled }),
      { total: 0, free: 0, fordisabled: 0 },
    );
    return { features, overAll };
  }
  type Feature = Awaited<ReturnType<typeof build>>['features'][number];

  /**
   * The answer's text with a strong ETag of its data, compressed once. Compression runs on libuv's
   * threads: a big city's whole map is 6 MB of JSON, which would hold every other request up.
   */
  async function cachedBody(result: { features: Feature[]; overAll: unknown; partial?: true }): Promise<CachedBody> {
    // The ETag covers the data, not the moment it was read, so an unchanged map keeps its tag.
    const etag = `"${createHash('sha1').update(JSON.stringify(result)).digest('base64url')}"`;
    const body = JSON.stringify({ status: 'ok', result: { ...result, times: { updatedAt: new Date(now()).toISOString() } } });
    const [br, gz] = await Promise.all([compressBrotli(body, brotliOptions(body.length)), compressGzip(body)]);
    // Another encoding is another representation, so it carries its own tag.
    const tagged = (suffix: string) => `${etag.slice(0, -1)}-${suffix}"`;
    return { body, etag, encoded: { br: { body: br, etag: tagged('br') }, gzip: { body: gz, etag: tagged('gz') } } };
  }

  const whole = cache.keyed(['zone', 'map_object'], async (language: TLanguage) => {
    const { features, overAll } = await build(language);
    const answer = await cachedBody({ features, overAll });
    return { answer, features: features.map((feature) => ({ feature, area: areaOf(feature.geometry) })), overAll };
  });

  // Clients snap their areas to a grid, so the same few areas are asked again and again.
  const parts = cache.keyed(['zone', 'map_object'], async (key: string): Promise<CachedBody> => {
    const [language, kind, value] = key.split('|') as [TLanguage, 'area' | 'zone', string];
    const { answer, features, overAll } = await whole(language);
    if (answer.encoded.gzip.body.length <= WHOLE_MAP_GZIP_BUDGET) return answer;
    const chosen =
      kind === 'zone'
        ? features.filter(({ feature }) => 'zone' in feature.properties && feature.properties.zone.zonenumber === value)
        : features.filter(({ area }) => overlaps(area, JSON.parse(value) as MapArea));
    return cachedBody({ features: chosen.map(({ feature }) => feature), overAll, partial: true });
  });

  return {
    /** The map's features as JSON text with a strong ETag of that text. */
    mapInfo: async (language: TLanguage): Promise<CachedBody> => (await whole(language)).answer,

    /**
     * Only the features of an area or one zone, marked `partial`; or the whole map when it is
     * small enough to send whole anyway (WHOLE_MAP_GZIP_BUDGET).
     */
    mapPart: (language: TLanguage, part: MapPart): Promise<CachedBody> =>
      parts('area' in part ? `${language}|area|${JSON.stringify(part.area)}` : `${language}|zone|${part.zone}`),

    /** The zones the zone list shows, in map order. */
    zones(): Promise<ZoneListRow[]> {
      return db.selectFrom('zone').select(['zone_number', 'code', 'category', 'name_ru', 'name_en', 'prices', 'special']).orderBy('id').execute();
    },
  };
}
export type MapService = ReturnType<typeof mapService>;
