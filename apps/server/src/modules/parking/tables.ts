import type { ColumnType, Generated } from 'kysely';
import type { TMapObjectType } from '@city-parking/contract/parking/map-info';

export interface LatLng {
  lat: number;
  lng: number;
}

export type ZoneGeometry = { type: 'Polygon'; coordinates: LatLng[][] } | { type: 'LineString'; coordinates: LatLng[] };
export type PointGeometry = { type: 'Point'; coordinates: LatLng };
export type AreaGeometry = { type: 'Polygon'; coordinates: LatLng[][] };

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
    /** A kind of the spec's other than the zones' own `parkings`. */
    object_type: Exclude<TMapObjectType, 'parkings'>;
    name_ru: string;
    name_en: string;
    /** A point (a parking meter, a church), or an area (a resident zone). */
    geometry: PointGeometry | AreaGeometry;
  };
  calendar_day: {
    day: string;
    kind: 'holiday' | 'workday';
  };
}
