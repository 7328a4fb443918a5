import type { Insertable, Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { Database } from '../../../db/schema.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import type { LatLng, ParkingTables, ZonePrice } from '../tables.ts';

type ZoneRow = Insertable<ParkingTables['zone']>;
type ObjectRow = Insertable<ParkingTables['map_object']>;

/** The first digits of a city's zone numbers, as on its street signs (Rostov's SMS example uses 6101). */
const ZONE_PREFIX: Record<string, number> = { perm: 100, rostov: 6100, sevastopol: 9200 };
export const DEMO_ZONE_COUNT = 320;

/** Category shares of the demo zones: mostly roadside, as in a real city centre. */
const CATEGORIES: [category: string, share: number][] = [
  ['roadside', 0.6],
  ['planar', 0.1],
  ['multilevel', 0.05],
  ['commerce', 0.05],
  ['free', 0.05],
  ['disabled', 0.05],
  ['pocket', 0.03],
  ['resident', 0.03],
  ['taxi', 0.02],
  ['bus', 0.01],
  ['municipal', 0.01],
];

/** A small deterministic generator (mulberry32), so every start seeds the same city. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string) => [...text].reduce((hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 16777619), 2166136261);

function categoryAt(value: number): string {
  let sum = 0;
  for (const [category, share] of CATEGORIES) {
    sum += share;
    if (value < sum) return category;
  }
  return 'roadside';
}

const day = (type: ZonePrice['type'], price: number, night = 0): ZonePrice[] => [
  { type, from: '00:00:00', to: '08:00:00', price: night },
  { type, from: '08:00:00', to: '20:00:00', price },
  { type, from: '20:00:00', to: '24:00:00', price: night },
];

/**
 * Hourly prices in kopecks by day type and time: dearer near the centre, free at night, cheaper on
 * Saturday, free on Sunday and holidays; free zones cost nothing at all.
 */
function pricesFor(category: string, distance: number): ZonePrice[] {
  if (category === 'free' || category === 'disabled') return (['default', 'saturday', 'sunday', 'holiday'] as const).flatMap((t) => day(t, 0));
  const weekday = distance < 0.25 ? 6000 : distance < 0.55 ? 4000 : 3000;
  // Multilevel lots charge at night too.
  const night = category === 'multilevel' ? 2000 : 0;
  return [...day('default', weekday, night), ...day('saturday', Math.round(weekday * 0.67), night), ...day('sunday', 0, night), ...day('holiday', 0, night)];
}

/** Zones this close to the centre (as a share of the half-bounds) are special: the constructor prices them higher. */
const SPECIAL_DISTANCE = 0.12;

/** Kopecks per hour of each city's first zone, charged around the clock on every day type. */
export const ROUND_THE_CLOCK_PRICE = 6000;

/**
 * Zones scattered over the central part of the city's map bounds, as polygons or roadside lines.
 * `count` above the demo's 320 makes a big city (SEED_ZONES): the same draw over the same area, so
 * its first 320 zones are the demo's own and the rest make it denser.
 */
export function demoZones(city: TCity, count = DEMO_ZONE_COUNT): ZoneRow[] {
  const next = random(seedOf(city.city));
  const [south, west] = city.mapBounds.southWest;
  const [north, east] = city.mapBounds.northEast;
  const centre = { lat: (south + north) / 2, lng: (west + east) / 2 };
  const prefix = ZONE_PREFIX[city.city] ?? 100;
  const zones = Array.from({ length: count }, (_, index): ZoneRow => {
    // Denser in the middle: the square of a uniform number pulls points to the centre.
    const angle = next() * 2 * Math.PI;
    const distance = Math.sqrt(next()) * 0.8;
    const anchor: LatLng = {
      lat: centre.lat + Math.sin(angle) * distance * ((north - south) / 2) * 0.9,
      lng: centre.lng + Math.cos(angle) * distance * ((east - west) / 2) * 0.9,
    };
    const category = categoryAt(next());
    const alongLat = next() < 0.5;
    const length = 0.0004 + next() * 0.0006;
    const width = 0.00008;
    const [dLat, dLng] = alongLat ? [length, width * 2] : [width, length * 1.8];
    const geometry: ZoneRow['geometry'] =
      category === 'roadside' && next() < 0.4
        ? { type: 'LineString', coordinates: [anchor, { lat: anchor.lat + (alongLat ? length : 0), lng: anchor.lng + (alongLat ? 0 : length * 1.8) }] }
        : {
            type: 'Polygon',
            coordinates: [
              [
                anchor,
                { lat: anchor.lat + dLat, lng: anchor.lng },
                { lat: anchor.lat + dLat, lng: anchor.lng + dLng },
                { lat: anchor.lat, lng: anchor.lng + dLng },
                anchor,
              ],
            ],
          };
    const total = 10 + Math.floor(next() * 110);
    const number = String(prefix + index + 1);
    return {
      zone_number: number,
      code: `P${number}`,
      name_ru: `Зона ${number}`,
      name_en: `Zone ${number}`,
      category,
      geometry,
      prices: pricesFor(category, distance),
      spaces_total: total,
      spaces_free: Math.floor(next() * total),
      spaces_disabled: 1 + Math.floor(next() * 4),
      special: distance < SPECIAL_DISTANCE,
    };
  });
  // The first zone (101, 6101, 9201) charges the same at any hour of any day, so that paying for
  // parking on the demo behaves alike by day, by night and on holidays. Changed after the draw, so
  // every other zone stays as it was.
  zones[0] = {
    ...zones[0]!,
    category: 'roadside',
    prices: (['default', 'saturday', 'sunday', 'holiday'] as const).map((type) => ({ type, from: '00:00:00', to: '24:00:00', price: ROUND_THE_CLOCK_PRICE })),
  };
  return zones;
}

const OBJECTS: [type: ObjectRow['object_type'], count: number, ru: string, en: string][] = [
  ['parcomats', 40, 'Паркомат', 'Parking meter'],
  ['terminals', 15, 'Терминал оплаты', 'Payment terminal'],
  ['InformationTable', 10, 'Информационное табло', 'Information board'],
  ['Church', 3, 'Храм', 'Church'],
  ['Museum', 3, 'Музей', 'Museum'],
  ['Sight', 4, 'Достопримечательность', 'Sight'],
];

export function demoMapObjects(city: TCity): ObjectRow[] {
  const next = random(seedOf(`${city.city}:objects`));
  const [south, west] = city.mapBounds.southWest;
  const [north, east] = city.mapBounds.northEast;
  return OBJECTS.flatMap(([type, count, ru, en]) =>
    Array.from({ length: count }, (_, index) => ({
      object_type: type,
      name_ru: `${ru} №${index + 1}`,
      name_en: `${en} ${index + 1}`,
      geometry: {
        type: 'Point' as const,
        coordinates: { lat: south + (0.2 + next() * 0.6) * (north - south), lng: west + (0.2 + next() * 0.6) * (east - west) },
      },
    })),
  );
}

/** How many resident zones each demo city has: whole quarters around the centre, a few streets each. */
export const DEMO_RESIDENT_ZONE_COUNT = 4;

/**
 * Resident zones: quarters of the centre where residents park on their own terms. Each is an area
 * (a polygon) of a few hundred metres, drawn under the zones it holds; a generator of its own, so
 * the other objects stay where they were.
 */
export function demoResidentZones(city: TCity): ObjectRow[] {
  const next = random(seedOf(`${city.city}:resident`));
  const [south, west] = city.mapBounds.southWest;
  const [north, east] = city.mapBounds.northEast;
  return Array.from({ length: DEMO_RESIDENT_ZONE_COUNT }, (_, index) => {
    // The first is the old centre, where the map opens; the others a quarter each to a side of it, so that none overlap.
    const angle = (index * 2 * Math.PI) / (DEMO_RESIDENT_ZONE_COUNT - 1) + next() * 0.6;
    const away = index === 0 ? 0 : 0.18;
    const lat = (south + north) / 2 + Math.sin(angle) * away * (north - south);
    const lng = (west + east) / 2 + Math.cos(angle) * away * (east - west);
    const [dLat, dLng] = [0.002 + next() * 0.002, 0.004 + next() * 0.003];
    const corner = (a: number, b: number): LatLng => ({ lat: lat + a * dLat, lng: lng + b * dLng });
    return {
      object_type: 'residentzone' as const,
      name_ru: `Резидентная зона №${index + 1}`,
      name_en: `Resident zone ${index + 1}`,
      geometry: { type: 'Polygon' as const, coordinates: [[corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1), corner(-1, -1)]] },
    };
  });
}

const HOLIDAYS = [
  ...['01', '02', '03', '04', '05', '06', '07', '08'].flatMap((d) => [`2026-01-${d}`, `2027-01-${d}`]),
  ...['2026-02-23', '2026-03-09', '2026-05-01', '2026-05-11', '2026-06-12', '2026-11-04', '2026-12-31'],
  ...['2027-02-23', '2027-03-08', '2027-05-03', '2027-05-10', '2027-06-14', '2027-11-04', '2027-12-31'],
];
/** Saturdays made working days by decree. */
const WORKING_SATURDAYS = ['2027-12-25'];

/** Russian public holidays of 2026 and 2027 and the working Saturdays moved by decree. */
export const DEMO_CALENDAR: { day: string; kind: 'holiday' | 'workday' }[] = [
  ...HOLIDAYS.map((day) => ({ day, kind: 'holiday' as const })),
  ...WORKING_SATURDAYS.map((day) => ({ day, kind: 'workday' as const })),
];

/** Zones, map objects and the calendar, each only while its table is empty (resident zones while there are none). */
export async function seedParking(db: Kysely<Database>, city: TCity, zoneCount = DEMO_ZONE_COUNT): Promise<void> {
  if (await isEmpty(db, 'zone')) {
    const zones = demoZones(city, zoneCount).map((z) => ({ ...z, geometry: JSON.stringify(z.geometry), prices: JSON.stringify(z.prices) }));
    for (let i = 0; i < zones.length; i += 100)
      await db
        .insertInto('zone')
        .values(zones.slice(i, i + 100) as unknown as ZoneRow[])
        .execute();
  }
  const insertObjects = (rows: ObjectRow[]) =>
    db
      .insertInto('map_object')
      .values(rows.map((o) => ({ ...o, geometry: JSON.stringify(o.geometry) })) as unknown as ObjectRow[])
      .execute();
  if (await isEmpty(db, 'map_object')) await insertObjects([...demoMapObjects(city), ...demoResidentZones(city)]);
  // A demo seeded before resident zones existed gains them: they are a layer of their own.
  else if (!(await db.selectFrom('map_object').select('id').where('object_type', '=', 'residentzone').limit(1).executeTakeFirst()))
    await insertObjects(demoResidentZones(city));
  if (await isEmpty(db, 'calendar_day')) await db.insertInto('calendar_day').values(DEMO_CALENDAR).execute();
}
