import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { fineCanBeContested } from '@city-parking/contract/fines/fine-status';
import { fineEvidenceFileName, type TFine, type TFineCoverage } from '@city-parking/contract/fines/fines';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { evidencePdf } from './evidence-pdf.ts';
import { evidenceOf } from './evidence-repo.ts';
import { toFineAnswer } from './fine-answer.ts';
import { coveringOf, type CoverSource } from './fine-coverage.ts';
import { fineRepo } from './fine-repo.ts';
import { paidPeriodsOf } from './paid-periods-repo.ts';
import type { FinePhotoType, FineRow } from './tables.ts';

interface Deps {
  db: Kysely<Database>;
  city: Pick<TCity, 'nameForShow' | 'timeZone'>;
  now: () => Date;
  /** The city's settings: `viewPenalty` decides whether drivers are shown fines at all. */
  settings: () => Promise<Pick<TSettings, 'viewPenalty'>>;
}

/** A driver's fines, each checked against the driver's own payments, a fine's photo and its evidence. */
export function fineService({ db, city, now, settings }: Deps) {
  const repo = fineRepo(db);

  /** The evidence of what covered a fine, when the history holds a payment of it to show. */
  const evidenceWithPayments = async (driverId: number, source: CoverSource) => {
    const evidence = await evidenceOf(db, driverId, source);
    return evidence && evidence.payments.length > 0 ? evidence : undefined;
  };

  /** The fine as the driver sees it: with what covered it, and whether its evidence has a payment to show. */
  const answerOf = async (driverId: number, row: FineRow, covering: { coverage: TFineCoverage; source: CoverSource } | undefined, language: TLanguage) =>
    toFineAnswer(row, language, covering?.coverage, covering !== undefined && (await evidenceWithPayments(driverId, covering.source)) !== undefined);

  /** The driver's fine of that UIN; another driver's fine is as unknown as a missing one. */
  const own = async (driverId: number, uin: string): Promise<FineRow | undefined> => repo.ownedByUin(driverId, uin);

  /** What covered one fine, with the period it was read from. */
  const coveringOfFine = async (driverId: number, fine: FineRow) =>
    fine.plate === ''
      ? undefined
      : coveringOf({ plate: fine.plate, zone: fine.zone, at: fine.offense_at }, await paidPeriodsOf(db, driverId, fine.offense_at, fine.offense_at));

  /** FinesDisabled unless the city shows its drivers their fines (viewPenalty): off means off for every driver's call. */
  const assertShown = async (): Promise<void> => {
    if (!(await settings()).viewPenalty) throw new AppError('FinesDisabled');
  };

  return {
    assertShown,

    async finesOf(driverId: number, language: TLanguage): Promise<TFine[]> {
      const rows = await repo.ownedBy(driverId);
      const instants = rows.filter((row) => row.plate !== '').map((row) => row.offense_at.getTime());
      const paid =
        instants.length > 0
          ? await paidPeriodsOf(db, driverId, new Date(Math.min(...instants)), new Date(Math.max(...instants)))
          : { sessions: [], subscriptions: [] };
      return Promise.all(rows.map((row) => answerOf(driverId, row, coveringOf({ plate: row.plate, zone: row.zone, at: row.offense_at }, paid), language)));
    },

    /**
     * Whether the fine of that UIN is the driver's, for an appeal that contests it: FinesDisabled
     * where the city shows no fines, FineNotContestable where an appeal cannot help (a cancelled
     * fine, or one under appeal already).
     */
    async contestable(driverId: number, uin: string): Promise<boolean> {
      await assertShown();
      const fine = await own(driverId, uin);
      if (fine && !fineCanBeContested(fine.status)) throw new AppError('FineNotContestable');
      return fine !== undefined;
    },

    /** One fine with its coverage, exactly as the driver's list shows it; undefined when it is not (or no longer) the driver's. */
    async fineOf(driverId: number, uin: string, language: TLanguage): Promise<TFine | undefined> {
      const fine = await own(driverId, uin);
      return fine && answerOf(driverId, fine, await coveringOfFine(driverId, fine), language);
    },

    async imageOf(driverId: number, uin: string): Promise<{ contentType: FinePhotoType; bytes: Uint8Array }> {
      const fine = await own(driverId, uin);
      const photo = fine ? await repo.photoOf(fine.id) : undefined;
      if (!photo) throw new AppError('FineNotFound');
      return { contentType: photo.content_type, bytes: photo.bytes };
    },

    /**
     * The evidence PDF of one of the driver's fines that their payments covered (a typo's session
     * included: it is what the driver would show); FineNotCovered when nothing did, and
     * FineEvidenceEmpty when the history holds no payment of what did, so a PDF would show none.
     */
    async evidenceOf(driverId: number, uin: string, language: TLanguage): Promise<{ fileName: string; bytes: Buffer }> {
      const fine = await own(driverId, uin);
      if (!fine) throw new AppError('FineNotFound');
      const covering = await coveringOfFine(driverId, fine);
      if (!covering) throw new AppError('FineNotCovered');
      const evidence = await evidenceWithPayments(driverId, covering.source);
      if (!evidence) throw new AppError('FineEvidenceEmpty');
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
