import type { ColumnType, Generated } from 'kysely';

export interface LatLng {
  lat: number;
  lng: number;
}

export type ZoneGeometry = { type: 'Polygon'; coordinates: LatLng[][] } | { type: 'LineString'; coordinates: LatLng[] };
export type PointGeometry = { type: 'Point'; coordinates: LatLng };

export interface ZonePrice {
  type: 'default' | 'saturday' | 'sunday' | 'holiday';
  from: string;
  to: string;
  /** Kopecks per hour. */
  price: number;
}

export interface ParkingTables {
  zone: {
    id: Generated<number>;
    zone_number: string;
    code: string;
    name_ru: string;
    name_en: string;
    category: string;
    geometry: ZoneGeometry;
    prices: ZonePrice[];
    spaces_total: number;
    spaces_free: number;
    spaces_disabled: number;
    /** A special zone (the centre, an embankment): constructed subscriptions cost more there. */
    special: ColumnType<boolean, boolean | undefined, boolean>;
  };
  map_object: {
    id: Generated<number>;
    object_type: string;
    name_ru: string;
    name_en: string;
    geometry: PointGeometry;
  };
  calendar_day: {
    day: string;
    kind: 'holiday' | 'workday';
  };
}
