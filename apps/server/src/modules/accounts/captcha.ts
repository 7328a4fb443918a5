import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/schema.ts';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest();

/** Image challenges for sign-in after repeated failures, one open challenge per login and address. */
export function captchaService(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** A new challenge (replacing the open one) and its SVG image. */
    async create(login: string, ip: string): Promise<string> {
      // Letters that cannot be mistaken for one another, case-insensitive on checking.
      const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0o1ilI', color: false, background: '#f1f3f5' });
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('captcha_challenge').set({ used_at: at }).where('login', '=', login).where('ip', '=', ip).where('used_at', 'is', null).execute();
        await trx
          .insertInto('captcha_challenge')
          .values({ login, ip, answer_hash: hashAnswer(text).toString('hex'), expires_at: new Date(at.getTime() + CAPTCHA_TTL_MS), used_at: null })
          .execute();
      });
      return data;
    },

    /** Uses up the open challenge; true when `answer` solves it. */
    async solve(login: string, ip: string, answer: string): Promise<boolean> {
      const at = now();
      const row = await db
        .updateTable('captcha_challenge')
        .set({ used_at: at })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('captcha_challenge')
            .select('id')
            .where('login', '=', login)
            .where('ip', '=', ip)
            .where('used_at', 'is', null)
            .where('expires_at', '>', at)
            .orderBy('id', 'desc')
            .limit(1),
        )
        .where('used_at', 'is', null)
        .returning('answer_hash')
        .executeTakeFirst();
      return row !== undefined && timingSafeEqual(Buffer.from(row.answer_hash, 'hex'), hashAnswer(answer));
    },
  };
}
