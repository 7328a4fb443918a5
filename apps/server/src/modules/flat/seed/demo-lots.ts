import type { Insertable } from 'kysely';
import type { ZonePrice } from '../../parking/tables.ts';
import type { FlatTables } from '../tables.ts';

const DAY_TYPES = ['default', 'saturday', 'sunday', 'holiday'] as const;

/** Kopecks per hour by day from 08:00 to 20:00 and at night, the same on every day type listed. */
const dayAndNight = (day: number, night: number, types: readonly ZonePrice['type'][] = DAY_TYPES): ZonePrice[] =>
  types.flatMap((type) => [
    { type, from: '00:00:00', to: '08:00:00', price: night },
    { type, from: '08:00:00', to: '20:00:00', price: day },
    { type, from: '20:00:00', to: '24:00:00', price: night },
  ]);

/** The barrier lots of a demo city that pays for flat parking, each with a tariff of its own. */
export const DEMO_LOTS: Insertable<FlatTables['flat_lot']>[] = [
  {
    number: '701',
    name_ru: 'Шлагбаумная парковка «Центральный рынок»',
    name_en: 'Central Market barrier lot',
    prices: JSON.stringify(dayAndNight(10_000, 5_000)),
    free_minutes: 15,
    exit_minutes: 15,
  },
  {
    number: '702',
    name_ru: 'Шлагбаумная парковка «Вокзал Пермь II»',
    name_en: 'Perm II Station barrier lot',
    prices: JSON.stringify(dayAndNight(6_000, 6_000)),
    free_minutes: 30,
    exit_minutes: 20,
  },
  {
    number: '703',
    name_ru: 'Шлагбаумная парковка «Эспланада»',
    name_en: 'Esplanade barrier lot',
    prices: JSON.stringify([
      ...dayAndNight(8_000, 4_000, ['default']),
      ...dayAndNight(6_000, 4_000, ['saturday']),
      ...dayAndNight(4_000, 4_000, ['sunday', 'holiday']),
    ]),
    free_minutes: 10,
    exit_minutes: 15,
  },
];
