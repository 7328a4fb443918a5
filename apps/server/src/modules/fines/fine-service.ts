import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { fineEvidenceFileName, type TFine } from '@city-parking/contract/fines/fines';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { evidencePdf } from './evidence-pdf.ts';
import { evidenceOf } from './evidence-repo.ts';
import { toFineAnswer } from './fine-answer.ts';
import { coverageOf, coveringOf } from './fine-coverage.ts';
import { fineRepo } from './fine-repo.ts';
import { paidPeriodsOf } from './paid-periods-repo.ts';
import type { FinePhotoType, FineRow } from './tables.ts';

interface Deps {
  db: Kysely<Database>;
  city: Pick<TCity, 'nameForShow' | 'timeZone'>;
  now: () => Date;
}

/** A driver's fines, each checked against the driver's own payments, a fine's photo and its evidence. */
export function fineService({ db, city, now }: Deps) {
  const repo = fineRepo(db);

  /** The driver's fine of that UIN; another driver's fine is as unknown as a missing one. */
  const own = async (driverId: number, uin: string): Promise<FineRow | undefined> => repo.ownedByUin(driverId, uin);

  /** What covered one fine, with the period it was read from. */
  const coveringOfFine = async (driverId: number, fine: FineRow) =>
    fine.plate === ''
      ? undefined
      : coveringOf({ plate: fine.plate, zone: fine.zone, at: fine.offense_at }, await paidPeriodsOf(db, driverId, fine.offense_at, fine.offense_at));

  return {
    async finesOf(driverId: number, language: TLanguage): Promise<TFine[]> {
      const rows = await repo.ownedBy(driverId);
      const instants = rows.filter((row) => row.plate !== '').map((row) => row.offense_at.getTime());
      const paid =
        instants.length > 0
          ? await paidPeriodsOf(db, driverId, new Date(Math.min(...instants)), new Date(Math.max(...instants)))
          : { sessions: [], subscriptions: [] };
      return rows.map((row) => toFineAnswer(row, language, coverageOf({ plate: row.plate, zone: row.zone, at: row.offense_at }, paid)));
    },

    /** Whether the fine of that UIN is the driver's. */
    owns: async (driverId: number, uin: string): Promise<boolean> => (await own(driverId, uin)) !== undefined,

    /** One fine with its coverage, exactly as the driver's list shows it; undefined when it is not (or no longer) the driver's. */
    async fineOf(driverId: number, uin: string, language: TLanguage): Promise<TFine | undefined> {
      const fine = await own(driverId, uin);
      return fine && toFineAnswer(fine, language, (await coveringOfFine(driverId, fine))?.coverage);
    },

    async imageOf(driverId: number, uin: string): Promise<{ contentType: FinePhotoType; bytes: Uint8Array }> {
      const fine = await own(driverId, uin);
      const photo = fine ? await repo.photoOf(fine.id) : undefined;
      if (!photo) throw new AppError('FineNotFound');
      return { contentType: photo.content_type, bytes: photo.bytes };
    },

    /**
     * The evidence PDF of one of the driver's fines that their payments covered (a typo's session
     * included: it is what the driver would show); FineNotCovered when nothing did.
     */
    async evidenceOf(driverId: number, uin: string, language: TLanguage): Promise<{ fileName: string; bytes: Buffer }> {
      const fine = await own(driverId, uin);
      if (!fine) throw new AppError('FineNotFound');
      const covering = await coveringOfFine(driverId, fine);
      const evidence = covering && (await evidenceOf(db, driverId, covering.source));
      if (!covering || !evidence) throw new AppError('FineNotCovered');
      const bytes = await evidencePdf({
        cityName: city.nameForShow[language],
        timeZone: city.timeZone,
        fine,
        coverage: covering.coverage,
        evidence,
        language,
        now: now(),
      });
      return { fileName: fineEvidenceFileName(fine.uin), bytes };
    },
  };
}
export type FineService = ReturnType<typeof fineService>;
