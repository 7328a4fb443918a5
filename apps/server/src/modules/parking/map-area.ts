import type { LatLng } from './tables.ts';

/** An area of the map in degrees: south, west, north, east. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Five decimals of a degree are about a metre: what a street needs, and half the digits of a double. */
export const roundDegree = (value: number) => Math.round(value * 1e5) / 1e5;

/** A geometry's coordinates rounded to about a metre, its shape otherwise unchanged. */
export function roundGeometry<G extends { coordinates: unknown }>(geometry: G): G {
  const round = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(round);
    const point = value as LatLng;
    return { lat: roundDegree(point.lat), lng: roundDegree(point.lng) };
  };
  return { ...geometry, coordinates: round(geometry.coordinates) };
}

/** The smallest area holding every point of a geometry. */
export function areaOf(geometry: { coordinates: unknown }): MapArea {
  const area = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    const { lat, lng } = value as LatLng;
    area.south = Math.min(area.south, lat);
    area.north = Math.max(area.north, lat);
    area.west = Math.min(area.west, lng);
    area.east = Math.max(area.east, lng);
  };
  visit(geometry.coordinates);
  return area;
}

export const overlaps = (a: MapArea, b: MapArea) => a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;

/**
 * Our `bbox` query parameter, `south,west,north,east` in degrees (not part of the spec). Returns
 * null when it is absent, and `invalid` when it is not four numbers of a real, ordered area.
 */
export function parseArea(text: unknown): MapArea | null | 'invalid' {
  if (text === undefined || text === '') return null;
  if (typeof text !== 'string') return 'invalid';
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return 'invalid';
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (![south, west, north, east].every(Number.isFinite)) return 'invalid';
  if (south > north || west > east || south < -90 || north > 90 || west < -180 || east > 180) return 'invalid';
  return { south, west, north, east };
}
