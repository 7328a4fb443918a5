import { z } from 'zod/mini';

export const ZLatLng = z.object({ lat: z.number(), lng: z.number() });
export type TLatLng = z.infer<typeof ZLatLng>;

export const ZGeometry = z.union([
  z.object({ type: z.literal('Point'), coordinates: ZLatLng }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(ZLatLng) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(ZLatLng)) }),
]);
export type TGeometry = z.infer<typeof ZGeometry>;

export const DAY_CODES = ['default', 'saturday', 'sunday', 'holiday'] as const;
export type TDayCode = (typeof DAY_CODES)[number];

/** One price interval of a zone: kopecks per hour from `from` to `to` (HH:mm:ss) on days of `daycode`. */
export const ZMapPrice = z.object({ daycode: z.enum(DAY_CODES), from: z.string(), to: z.string(), price: z.number() });
export type TMapPrice = z.infer<typeof ZMapPrice>;

export const PARKING_CATEGORIES = [
  'roadside',
  'multilevel',
  'planar',
  'commerce',
  'free',
  'disabled',
  'pocket',
  'resident',
  'taxi',
  'bus',
  'municipal',
] as const;
/** The map's kinds of feature (`objecttype`), named as the spec names them: zones are `parkings`. */
export const MAP_OBJECT_TYPES = ['parkings', 'residentzone', 'parcomats', 'terminals', 'InformationTable', 'Church', 'Museum', 'Sight'] as const;
export type TMapObjectType = (typeof MAP_OBJECT_TYPES)[number];
/** The kind of the zones and parkings that can be paid for. */
export const ZONE_OBJECT_TYPE = 'parkings' satisfies TMapObjectType;
/** The kind of a resident zone: an area (a polygon) where residents park on their own terms, drawn as a layer of its own. */
export const RESIDENT_ZONE_OBJECT_TYPE = 'residentzone' satisfies TMapObjectType;

export const ZMapFeature = z.object({
  type: z.literal('Feature'),
  properties: z.object({
    /** One of MAP_OBJECT_TYPES; a string, so that a city's back end with a kind of its own still draws. */
    objecttype: z.string(),
    name: z._default(z.string(), ''),
    category: z.optional(z.string()),
    code: z.optional(z.string()),
    freeparking: z.optional(z.boolean()),
    zone: z.optional(z.object({ zonenumber: z.string(), prices: z.array(ZMapPrice) })),
    spaces: z.optional(z.object({ total: z.number(), free: z.number(), fordisabled: z.number() })),
  }),
  geometry: ZGeometry,
});
export type TMapFeature = z.infer<typeof ZMapFeature>;

/**
 * Our own query of GET /api/info/get-map-info/v3, not in the spec: `bbox` (south,west,north,east in
 * degrees) asks for the features of an area, `zone` for one zone by number. A map small enough to
 * send whole is sent whole anyway; otherwise the answer holds only what was asked and says
 * `partial: true`. Without either the answer is the whole map, as the spec gives it.
 */
export const ZMapInfoQuery = z.object({ bbox: z.optional(z.string()), zone: z.optional(z.string()) });
export type TMapInfoQuery = z.infer<typeof ZMapInfoQuery>;

/** GET /api/info/get-map-info/v3 (answered with an ETag) */
export const ZMapInfoResponse = z.object({
  status: z.literal('ok'),
  result: z.object({
    features: z.array(ZMapFeature),
    overAll: z.object({ total: z.number(), free: z.number(), fordisabled: z.number() }),
    times: z.object({ updatedAt: z.string() }),
    /** Ours: the answer holds only the asked area or zone (ZMapInfoQuery). */
    partial: z.optional(z.boolean()),
  }),
});
export type TMapInfo = z.infer<typeof ZMapInfoResponse>['result'];

/** How long the browser keeps the map data before asking again (spec: 1 hour). */
export const MAP_CACHE_MS = 60 * 60 * 1000;
