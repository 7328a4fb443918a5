import type { TMapFeature } from '@city-parking/contract/parking/map-info';

/** An area of the map in degrees. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * A big city's map is loaded by cells of this grid (about 2.2 by 2.4 km in central Russia), so that
 * every visitor asks for the same few areas and each cell is asked once. A cell of the densest demo
 * city holds about 200 zones, some 10 KB gzipped.
 */
export const CELL = { lat: 0.02, lng: 0.04 };

/** Views wider than this many cells are not loaded further: the zones would be specks. */
export const MAX_CELLS_PER_LOAD = 24;

const index = (value: number, size: number) => Math.floor(Math.round((value / size) * 1e6) / 1e6);

/** The cells an area touches, as "row:column" keys. */
export function cellsOf(area: MapArea): string[] {
  const keys: string[] = [];
  for (let row = index(area.south, CELL.lat); row <= index(area.north, CELL.lat); row += 1)
    for (let column = index(area.west, CELL.lng); column <= index(area.east, CELL.lng); column += 1) keys.push(`${row}:${column}`);
  return keys;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The smallest area holding every given cell. */
export function areaOfCells(keys: readonly string[]): MapArea {
  const cells = keys.map((key) => key.split(':').map(Number) as [number, number]);
  const rows = cells.map(([row]) => row);
  const columns = cells.map(([, column]) => column);
  return {
    south: round(Math.min(...rows) * CELL.lat),
    west: round(Math.min(...columns) * CELL.lng),
    north: round((Math.max(...rows) + 1) * CELL.lat),
    east: round((Math.max(...columns) + 1) * CELL.lng),
  };
}

/** The cells within half a cell of a centre (2 by 2, or fewer on a line): more than a phone or a desktop shows at a street zoom. */
export const firstCells = ([lat, lng]: readonly [number, number]) =>
  cellsOf({ south: lat - CELL.lat / 2, west: lng - CELL.lng / 2, north: lat + CELL.lat / 2, east: lng + CELL.lng / 2 });

/** The server's `bbox` query value of an area. */
export const bboxOf = (area: MapArea) => [area.south, area.west, area.north, area.east].join(',');

/** An area grown by a share of its size on every side, so that a short pan finds its zones already there. */
export const padded = (area: MapArea, share: number): MapArea => {
  const lat = (area.north - area.south) * share;
  const lng = (area.east - area.west) * share;
  return { south: area.south - lat, west: area.west - lng, north: area.north + lat, east: area.east + lng };
};

/** What makes a feature the same one in two answers: a zone's number, or an object's kind, name and place. */
export function featureKey(feature: TMapFeature): string {
  const { properties, geometry } = feature;
  if (properties.zone) return `zone:${properties.zone.zonenumber}`;
  return `${properties.objecttype}:${properties.name}:${JSON.stringify(geometry.coordinates)}`;
}

/** The features of `base` followed by those of `more` it lacks; `base` itself when nothing is new. */
export function mergeFeatures(base: readonly TMapFeature[], more: readonly TMapFeature[]): readonly TMapFeature[] {
  const known = new Set(base.map(featureKey));
  const added = more.filter((feature) => {
    const key = featureKey(feature);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  return added.length === 0 ? base : [...base, ...added];
}
