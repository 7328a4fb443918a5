import { useCallback, useMemo, useRef, useState } from 'react';
import type { TMapFeature, TMapInfo } from '@city-parking/contract/parking/map-info';
import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { getMapPart } from './api/get-map-info.ts';
import { areaOfCells, bboxOf, cellsOf, firstCells, MAX_CELLS_PER_LOAD, mergeFeatures, padded, type MapArea } from './map-grid.ts';

/** The city's centre, where the map opens (the server's map centre is the same). */
export const centreOf = (bounds: TCity['mapBounds']): [number, number] => [
  (bounds.southWest[0] + bounds.northEast[0]) / 2,
  (bounds.southWest[1] + bounds.northEast[1]) / 2,
];

/** The `bbox` of the first view around a centre: the cells the first answer of a big city holds. */
export const firstBbox = (centre: [number, number]) => bboxOf(areaOfCells(firstCells(centre)));

interface Extra {
  /** The first answer these features were loaded beside; another one (a new language) starts over. */
  of: TMapInfo | undefined;
  features: readonly TMapFeature[];
}

/**
 * The features to draw. A small map comes whole in the first answer. A big city's first answer is
 * `partial`: the cells around the centre; the rest is loaded by cell as the map moves, and a zone
 * searched for by number is asked of the server when it is not loaded yet.
 */
export function useMapFeatures(language: TLanguage, info: TMapInfo | undefined, centre: [number, number]) {
  const partial = info?.partial === true;
  const [extra, setExtra] = useState<Extra>({ of: undefined, features: [] });
  // The cells asked for beside an answer; a ref, so that a second move before the first answer does not ask again.
  const asked = useRef<{ of: TMapInfo | undefined; cells: Set<string> }>({ of: undefined, cells: new Set() });

  const features = useMemo(() => {
    if (!info) return [];
    return partial && extra.of === info ? mergeFeatures(info.features, extra.features) : info.features;
  }, [info, partial, extra]);

  const add = useCallback((base: TMapInfo, found: readonly TMapFeature[]) => {
    if (found.length === 0) return;
    setExtra((current) => ({ of: base, features: mergeFeatures(current.of === base ? current.features : [], found) }));
  }, []);

  /** Loads the cells of a view (and a margin around it) that no answer has covered yet. */
  const showArea = useCallback(
    (view: MapArea) => {
      const base = info;
      if (!base || !partial) return;
      if (asked.current.of !== base) asked.current = { of: base, cells: new Set(firstCells(centre)) };
      const cells = asked.current.cells;
      let missing = cellsOf(padded(view, 0.5)).filter((key) => !cells.has(key));
      if (missing.length > MAX_CELLS_PER_LOAD) missing = cellsOf(view).filter((key) => !cells.has(key));
      if (missing.length === 0 || missing.length > MAX_CELLS_PER_LOAD) return;
      missing.forEach((key) => cells.add(key));
      void getMapPart(language, { bbox: bboxOf(areaOfCells(missing)) }).then((found) => add(base, found));
    },
    [info, partial, language, add, centre],
  );

  /** A zone by number from the server, for a big city whose zone is not loaded yet; null when there is none. */
  const askZone = useCallback(
    async (number: string): Promise<TMapFeature | null> => {
      const base = info;
      if (!base || !partial || number.trim() === '') return null;
      const found = await getMapPart(language, { zone: number.trim() });
      add(base, found);
      return found.find((feature) => feature.properties.zone?.zonenumber === number.trim()) ?? null;
    },
    [info, partial, language, add],
  );

  return { features, partial, showArea, askZone };
}
