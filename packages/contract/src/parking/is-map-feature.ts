import { DAY_CODES, type TMapFeature } from './map-info.ts';

/**
 * The rules of `ZMapFeature`, checked without copying. A big city's first view is some 850
 * features with 25 000 points and 10 000 prices; zod builds a new object for each of them, which
 * cost a phone (4× slower CPU) about 300 ms between the map's answer and its drawing. This guard
 * reads them in place in about a millisecond. `is-map-feature.test.ts` holds it to the schema.
 *
 * `name` may be absent, as the schema allows; the schema then gives '' (see `withName`).
 */
export function isMapFeature(value: unknown): value is TMapFeatureOnWire {
  if (!isObject(value) || value.type !== 'Feature') return false;
  return isProperties(value.properties) && isGeometry(value.geometry);
}

/** A feature as it may come: the schema's, with `name` optional. */
export type TMapFeatureOnWire = Omit<TMapFeature, 'properties'> & {
  properties: Omit<TMapFeature['properties'], 'name'> & { name?: string | undefined };
};

/** The schema's default for a missing name; the feature itself when it has one. */
export const withName = (feature: TMapFeatureOnWire): TMapFeature =>
  typeof feature.properties.name === 'string' ? (feature as TMapFeature) : { ...feature, properties: { ...feature.properties, name: '' } };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const dayCodes: ReadonlySet<unknown> = new Set(DAY_CODES);

function isProperties(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.objecttype) &&
    optional(value.name, isString) &&
    optional(value.category, isString) &&
    optional(value.code, isString) &&
    optional(value.freeparking, isBoolean) &&
    optional(value.zone, isZone) &&
    optional(value.spaces, isSpaces)
  );
}

const isZone = (value: unknown) => isObject(value) && isString(value.zonenumber) && Array.isArray(value.prices) && value.prices.every(isPrice);

const isPrice = (value: unknown) => isObject(value) && dayCodes.has(value.daycode) && isString(value.from) && isString(value.to) && isNumber(value.price);

const isSpaces = (value: unknown) => isObject(value) && isNumber(value.total) && isNumber(value.free) && isNumber(value.fordisabled);

const isLatLng = (value: unknown) => isObject(value) && isNumber(value.lat) && isNumber(value.lng);
const isLine = (value: unknown) => Array.isArray(value) && value.every(isLatLng);

function isGeometry(value: unknown): boolean {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'Point':
      return isLatLng(value.coordinates);
    case 'LineString':
      return isLine(value.coordinates);
    case 'Polygon':
      return Array.isArray(value.coordinates) && value.coordinates.every(isLine);
    default:
      return false;
  }
}
