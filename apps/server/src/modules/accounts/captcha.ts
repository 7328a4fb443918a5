import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { TCaptchaType } from '@city-parking/contract/auth/login';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { captchaQuestion, numberWordAsDigits } from './captcha-question.ts';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest();

/** The kind of challenge the driver asked for, and the language of a question. */
export interface CaptchaAsk {
  type?: TCaptchaType;
  language?: TLanguage;
}

/** What an answer carries for the driver to solve: the SVG picture, or the question in words. */
export type CaptchaChallenge = { captcha: string } | { captchaQuestion: string };

/**
 * Challenges for sign-in after repeated failures, one open challenge per login and address: a
 * picture, or a question in words for those who cannot see it. Either is one row with the hash of
 * its answer, solved once; the answer itself never leaves the server.
 */
export function captchaService(db: Kysely<Database>, now: () => Date) {
  /** The text to type and what the driver is shown. */
  function draw({ type = 'image', language = 'ru' }: CaptchaAsk): { answer: string; challenge: CaptchaChallenge } {
    if (type === 'question') {
      const question = captchaQuestion(language);
      return { answer: question.answer, challenge: { captchaQuestion: question.text } };
    }
    // Letters that cannot be mistaken for one another, case-insensitive on checking.
    const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0o1ilI', color: false, background: '#f1f3f5' });
    return { answer: text, challenge: { captcha: data } };
  }

  return {
    /** A new challenge (replacing the open one), to be sent in the answer. */
    async create(login: string, ip: string, ask: CaptchaAsk = {}): Promise<CaptchaChallenge> {
      const { answer, challenge } = draw(ask);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('captcha_challenge').set({ used_at: at }).where('login', '=', login).where('ip', '=', ip).where('used_at', 'is', null).execute();
        await trx
          .insertInto('captcha_challenge')
          .values({ login, ip, answer_hash: hashAnswer(answer).toString('hex'), expires_at: new Date(at.getTime() + CAPTCHA_TTL_MS), used_at: null })
          .execute();
      });
      return challenge;
    },

    /** Uses up the open challenge; true when `answer` solves it (a question's number also as a word). */
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
            // The latest picture (every one lives as long), not the highest id, which need not be the latest.
            .orderBy('expires_at', 'desc')
            .orderBy('id', 'desc')
            .limit(1),
        )
        .where('used_at', 'is', null)
        .returning('answer_hash')
        .executeTakeFirst();
      if (!row) return false;
      const stored = Buffer.from(row.answer_hash, 'hex');
      // Both forms are compared whatever they give, so the time taken says nothing about the answer.
      const matches = [answer, numberWordAsDigits(answer)].map((typed) => timingSafeEqual(stored, hashAnswer(typed)));
      return matches.some(Boolean);
    },
  };
}
