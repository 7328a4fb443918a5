import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fineOwnedBy } from './fine-owner.ts';
import type { FinePhotoType, FineRow } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The fine's columns a new or re-imported row writes. */
export type FineValues = Omit<FineRow, 'id' | 'created_at' | 'updated_at' | 'has_photo'>;

export function fineRepo(db: Db) {
  const owned = (driverId: number) =>
    db
      .selectFrom('fine')
      .selectAll('fine')
      .select(sql<boolean>`exists (select 1 from fine_photo where fine_photo.fine_id = fine.id)`.as('has_photo'))
      .where(fineOwnedBy(driverId));

  return {
    /** The driver's fines, newest offence first. */
    async ownedBy(driverId: number): Promise<FineRow[]> {
      return owned(driverId).orderBy('fine.offense_at', 'desc').orderBy('fine.id', 'desc').execute();
    },

    /** The driver's last `limit` fines by offence, for the desk's card. */
    async latestOwnedBy(driverId: number, limit: number): Promise<FineRow[]> {
      return owned(driverId).orderBy('fine.offense_at', 'desc').orderBy('fine.id', 'desc').limit(limit).execute();
    },

    async ownedByUin(driverId: number, uin: string): Promise<FineRow | undefined> {
      return owned(driverId).where('fine.uin', '=', uin).executeTakeFirst();
    },

    async photoOf(fineId: number): Promise<{ content_type: FinePhotoType; bytes: Uint8Array } | undefined> {
      return db.selectFrom('fine_photo').select(['content_type', 'bytes']).where('fine_id', '=', fineId).executeTakeFirst();
    },

    /** The ids of the fines among `uins` that exist. */
    async idsByUin(uins: readonly string[]): Promise<Map<string, number>> {
      if (uins.length === 0) return new Map();
      const rows = await db.selectFrom('fine').select(['id', 'uin']).where('uin', 'in', uins).execute();
      return new Map(rows.map((row) => [row.uin, row.id]));
    },

    async insert(values: FineValues, at: Date): Promise<number> {
      const row = await db
        .insertInto('fine')
        .values({ ...values, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A re-import moves the fine along: its status, what was paid and the ruling; the charge itself is kept. */
    async update(id: number, values: Pick<FineValues, 'status' | 'paid_sum' | 'ruling_date' | 'order_number'>, at: Date): Promise<void> {
      await db
        .updateTable('fine')
        .set({ ...values, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async savePhoto(fineId: number, contentType: FinePhotoType, bytes: Uint8Array): Promise<void> {
      await db
        .insertInto('fine_photo')
        .values({ fine_id: fineId, content_type: contentType, bytes })
        .onConflict((oc) => oc.column('fine_id').doUpdateSet({ content_type: contentType, bytes }))
        .execute();
    },
  };
}
export type FineRepo = ReturnType<typeof fineRepo>;
