import { describe, expect, it } from 'vitest';
import type { TMapFeature } from '@city-parking/contract/parking/map-info';
import { areaOfCells, bboxOf, cellsOf, firstCells, mergeFeatures, padded } from './map-grid.ts';

const zone = (number: string, name = `Зона ${number}`): TMapFeature => ({
  type: 'Feature',
  properties: { objecttype: 'parkings', name, zone: { zonenumber: number, prices: [] } },
  geometry: { type: 'LineString', coordinates: [{ lat: 58, lng: 56.2 }] },
});

describe('the map grid', () => {
  it('names the cells an area touches and gives back the area of cells, snapped to the grid', () => {
    const cells = cellsOf({ south: 58.001, west: 56.21, north: 58.03, east: 56.25 });
    expect(cells).toEqual(['2900:1405', '2900:1406', '2901:1405', '2901:1406']);
    expect(areaOfCells(cells)).toEqual({ south: 58, west: 56.2, north: 58.04, east: 56.28 });
    expect(bboxOf(areaOfCells(cells))).toBe('58,56.2,58.04,56.28');
  });

  it('asks for the same first area around a centre on every visit, more than a street view shows', () => {
    const first = areaOfCells(firstCells([58.005, 56.24]));
    expect(first).toEqual({ south: 57.98, west: 56.2, north: 58.02, east: 56.28 });
    // A desktop at zoom 15 shows about 0.013° by 0.05° here.
    expect(first.north - first.south).toBeGreaterThan(0.013);
    expect(first.east - first.west).toBeGreaterThan(0.05);
  });

  it('pads an area on every side', () => {
    expect(padded({ south: 0, west: 0, north: 2, east: 4 }, 0.5)).toEqual({ south: -1, west: -2, north: 3, east: 6 });
  });

  it('adds only the features not held yet, and keeps the list when nothing is new', () => {
    const base = [zone('101'), zone('102')];
    expect(mergeFeatures(base, [zone('102')])).toBe(base);
    expect(mergeFeatures(base, [zone('102'), zone('103'), zone('103')]).map((f) => f.properties.zone?.zonenumber)).toEqual(['101', '102', '103']);
  });
});
