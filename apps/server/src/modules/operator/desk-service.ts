import type { Kysely } from 'kysely';
import type { TAppealStatus } from '@city-parking/contract/feedback/appeal-status';
import { INBOX_PAGE_SIZE, type TOperatorInboxQuery } from '@city-parking/contract/operator/operator-inbox';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { appealRepo } from '../feedback/appeal-repo.ts';
import type { FineService } from '../fines/fine-service.ts';
import type { Messenger } from '../outbox/messenger.ts';
import type { DeskActor } from './desk-actor.ts';
import type { DeskAudit } from './desk-audit.ts';
import { replyMail } from './reply-mail.ts';

interface Deps {
  db: Kysely<Database>;
  messenger: Messenger;
  log: FastifyBaseLogger;
  now: () => Date;
  fines: Pick<FineService, 'fineOf' | 'evidenceOf'>;
  audit: DeskAudit;
}

/** The operator's inbox: every appeal of the city; each reply and status change is recorded with its operator and time. */
export function deskService({ db, messenger, log, now, fines, audit }: Deps) {
  const repo = appealRepo(db);

  async function appeal(id: number) {
    const found = await repo.find(id);
    if (!found) throw new AppError('AppealNotFound');
    return found;
  }

  return {
    /** One page, newest first, and the `before` of the next page (null on the last). */
    async inbox({ status, topic, before }: TOperatorInboxQuery) {
      const rows = await repo.list({ status, topic, before, limit: INBOX_PAGE_SIZE + 1 });
      const page = rows.slice(0, INBOX_PAGE_SIZE);
      return { page, next: rows.length > INBOX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
    },

    /** The appeal's messages and actions, and the fine it contests with its coverage, computed for its driver. */
    async thread(id: number, language: TLanguage) {
      const found = await appeal(id);
      const [fine, messages, actions] = await Promise.all([
        found.fine_uin === null ? undefined : fines.fineOf(found.driver_id, found.fine_uin, language),
        repo.messages(id),
        db
          .selectFrom('operator_action as a')
          .innerJoin('operator as o', 'o.id', 'a.operator_id')
          .select(['a.action', 'a.from_status', 'a.to_status', 'a.at', 'o.name', 'o.id as operator_id'])
          .where('a.appeal_id', '=', id)
          .orderBy('a.at')
          .orderBy('a.id')
          .execute(),
      ]);
      return { appeal: found, fine, messages, actions };
    },

    /** The evidence PDF of the fine the appeal contests, as its driver would download it. */
    async fineEvidence(id: number, language: TLanguage) {
      const found = await appeal(id);
      if (found.fine_uin === null) throw new AppError('FineNotFound');
      return fines.evidenceOf(found.driver_id, found.fine_uin, language);
    },

    /** Writes the reply in the driver's thread and tells the driver by e-mail; a failed e-mail is logged, the reply stays. */
    async reply(actor: DeskActor, id: number, text: string, status?: TAppealStatus): Promise<void> {
      const operatorId = actor.id;
      const found = await appeal(id);
      const to = status ?? found.status;
      const at = now();
      await db.transaction().execute(async (trx) => {
        await appealRepo(trx).addMessage(id, text, operatorId, at);
        if (to !== found.status) await appealRepo(trx).setStatus(id, to, at);
        await trx
          .insertInto('operator_action')
          .values({ operator_id: operatorId, appeal_id: id, action: 'reply', from_status: found.status, to_status: to, at })
          .execute();
        await audit(trx, actor, {
          action: 'appeal.reply',
          object: 'appeal',
          objectId: String(id),
          before: { status: found.status },
          after: { status: to, reply: text },
        });
      });
      try {
        await messenger.send(replyMail(found.email, id, text, found.language));
      } catch (error) {
        log.warn({ appealId: id, err: error }, 'the reply e-mail was not sent');
      }
    },

    async setStatus(actor: DeskActor, id: number, status: TAppealStatus): Promise<void> {
      const operatorId = actor.id;
      const found = await appeal(id);
      if (found.status === status) return;
      const at = now();
      await db.transaction().execute(async (trx) => {
        await appealRepo(trx).setStatus(id, status, at);
        await trx
          .insertInto('operator_action')
          .values({ operator_id: operatorId, appeal_id: id, action: 'status', from_status: found.status, to_status: status, at })
          .execute();
        await audit(trx, actor, { action: 'appeal.status', object: 'appeal', objectId: String(id), before: { status: found.status }, after: { status } });
      });
    },
  };
}
export type DeskService = ReturnType<typeof deskService>;
