import type { Kysely } from 'kysely';
import type { TAppealRegistrationRequest } from '@city-parking/contract/feedback/appeals';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { APPEALS_PER_HOUR, HOUR_MS, MESSAGES_PER_HOUR } from './appeal-limits.ts';
import { appealRepo } from './appeal-repo.ts';
import type { AppealRow } from './tables.ts';

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  /**
   * Whether the fine of that UIN is the driver's, or the fines module's refusal where an appeal
   * cannot contest it: handed in, so feedback does not depend on the fines module.
   */
  ownsFine: (driverId: number, uin: string) => Promise<boolean>;
}

/** A driver's appeals to the city's operators: each driver reads and writes only their own. */
export function feedbackService({ db, now, ownsFine }: Deps) {
  const repo = appealRepo(db);

  async function limit(driverId: number, newAppeal: boolean): Promise<void> {
    const counted = await repo.countSince(driverId, new Date(now().getTime() - HOUR_MS));
    if (counted.messages >= MESSAGES_PER_HOUR || (newAppeal && counted.appeals >= APPEALS_PER_HOUR)) throw new AppError('TooManyRequests');
  }

  /** The driver's own appeal; another's, or none, answers AppealNotFound alike. */
  async function own(driverId: number, appealId: number): Promise<AppealRow> {
    const appeal = await repo.find(appealId, driverId);
    if (!appeal) throw new AppError('AppealNotFound');
    return appeal;
  }

  return {
    async register(driverId: number, input: TAppealRegistrationRequest, settings: TSettings, language: TLanguage): Promise<number> {
      if (input.idSubject && !settings.feedbackTopics.some((t) => t.value === input.idSubject)) {
        throw new AppError('ValidationError', { idSubject: 'AppealTopicUnknown' });
      }
      // An appeal may contest only the driver's own fine; another's answers as an unknown one does.
      if (input.fineUin !== undefined && !(await ownsFine(driverId, input.fineUin))) throw new AppError('FineNotFound');
      await limit(driverId, true);
      const at = now();
      return db.transaction().execute((trx) =>
        appealRepo(trx).insert(
          {
            driver_id: driverId,
            topic: input.idSubject,
            status: 'registered',
            phone: input.phone,
            email: input.email,
            language,
            fine_uin: input.fineUin ?? null,
            created_at: at,
            updated_at: at,
          },
          input.message,
        ),
      );
    },

    appealsOf: (driverId: number) => repo.list({ driverId }),

    async messagesOf(driverId: number, appealId: number) {
      const appeal = await own(driverId, appealId);
      return { appeal, messages: await repo.messages(appealId) };
    },

    async write(driverId: number, appealId: number, text: string): Promise<void> {
      await own(driverId, appealId);
      await limit(driverId, false);
      await db.transaction().execute((trx) => appealRepo(trx).addMessage(appealId, text, null, now()));
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
