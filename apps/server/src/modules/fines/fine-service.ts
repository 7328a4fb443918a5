import type { Kysely } from 'kysely';
import type { TFine } from '@city-parking/contract/fines/fines';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { toFineAnswer } from './fine-answer.ts';
import { coverageOf } from './fine-coverage.ts';
import { fineOwnerOf } from './fine-owner.ts';
import { fineRepo } from './fine-repo.ts';
import { paidPeriodsOf } from './paid-periods-repo.ts';
import type { FinePhotoType } from './tables.ts';

/** A driver's fines, each checked against the driver's own payments, and a fine's photo. */
export function fineService({ db }: { db: Kysely<Database> }) {
  const repo = fineRepo(db);
  return {
    async finesOf(driverId: number, language: TLanguage): Promise<TFine[]> {
      const rows = await repo.ownedBy(await fineOwnerOf(db, driverId));
      const instants = rows.filter((row) => row.plate !== '').map((row) => row.offense_at.getTime());
      const paid =
        instants.length > 0
          ? await paidPeriodsOf(db, driverId, new Date(Math.min(...instants)), new Date(Math.max(...instants)))
          : { sessions: [], subscriptions: [] };
      return rows.map((row) => toFineAnswer(row, language, coverageOf({ plate: row.plate, zone: row.zone, at: row.offense_at }, paid)));
    },

    /** The photo of one of the driver's fines; another driver's fine is as unknown as a missing one. */
    async imageOf(driverId: number, uin: string): Promise<{ contentType: FinePhotoType; bytes: Uint8Array }> {
      const fine = await repo.ownedByUin(await fineOwnerOf(db, driverId), uin);
      const photo = fine ? await repo.photoOf(fine.id) : undefined;
      if (!photo) throw new AppError('FineNotFound');
      return { contentType: photo.content_type, bytes: photo.bytes };
    },
  };
}
export type FineService = ReturnType<typeof fineService>;
