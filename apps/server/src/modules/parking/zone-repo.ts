import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ZoneRow = Pick<Selectable<Database['zone']>, (typeof ZONE_COLUMNS)[number]>;

/** What pricing and sessions read of a zone; its polygon (most of the row) is for the map only. */
export const ZONE_COLUMNS = ['id', 'zone_number', 'code', 'name_ru', 'name_en', 'category', 'prices'] as const;

/** The zones as other modules read them: what they are named and cost, never their polygons. */
export function zoneRepo(db: Db) {
  return {
    /** The zone with this number and/or parking code (an empty one is not compared). */
    find(zoneNumber: string, parkingCode: string): Promise<ZoneRow | undefined> {
      let query = db.selectFrom('zone').select(ZONE_COLUMNS);
      if (zoneNumber) query = query.where('zone_number', '=', zoneNumber);
      if (parkingCode) query = query.where('code', '=', parkingCode);
      return query.executeTakeFirst();
    },

    byId: (id: number): Promise<ZoneRow | undefined> => db.selectFrom('zone').select(ZONE_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /** Every zone, by id. */
    all: (): Promise<ZoneRow[]> => db.selectFrom('zone').select(ZONE_COLUMNS).orderBy('id').execute(),

    /** The names of the zones of these ids. */
    namesOf: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('zone').select(['id', 'name_ru', 'name_en']).where('id', 'in', ids).execute(),

    /** The prices of the zones of these ids. */
    pricesOf: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('zone').select(['id', 'prices']).where('id', 'in', ids).execute(),

    /** Which of these zone numbers are special zones (the centre, an embankment); a number not in the city is left out. */
    specialOf: (numbers: readonly string[]) =>
      numbers.length === 0 ? Promise.resolve([]) : db.selectFrom('zone').select(['zone_number', 'special']).where('zone_number', 'in', numbers).execute(),
  };
}
