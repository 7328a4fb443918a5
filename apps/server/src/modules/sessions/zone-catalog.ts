import type { Kysely } from 'kysely';
import type { ReadCache } from '../../db/read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { zoneRepo, type ZoneRow } from '../parking/zone-repo.ts';

/**
 * The zones as pricing reads them (no polygons), kept in memory: every cost call names a zone.
 * A transaction that must see its own writes reads them through sessionRepo instead.
 */
export function zoneCatalog(db: Kysely<Database>, cache: ReadCache) {
  const all = cache.one(['zone'], async () => {
    const rows = await zoneRepo(db).all();
    return { rows, byId: new Map(rows.map((row) => [row.id, row])) };
  });
  return {
    /** The zone with this number and/or parking code (an empty one is not compared), as sessionRepo.findZone. */
    async find(zoneNumber: string, parkingCode: string): Promise<ZoneRow | undefined> {
      const { rows } = await all();
      return rows.find((zone) => (!zoneNumber || zone.zone_number === zoneNumber) && (!parkingCode || zone.code === parkingCode));
    },
    async byId(id: number): Promise<ZoneRow | undefined> {
      return (await all()).byId.get(id);
    },
  };
}
export type ZoneCatalog = ReturnType<typeof zoneCatalog>;
