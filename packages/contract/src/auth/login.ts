import { z } from 'zod/mini';
import { ZOpaqueToken } from './fields.ts';

/**
 * The kind of captcha a sign-in demands (ours): the picture of the spec, or a question in words in
 * the page's language ("What is seven plus two?") for those who cannot see the picture.
 */
export const CAPTCHA_TYPES = ['image', 'question'] as const;
export const ZCaptchaType = z.enum(CAPTCHA_TYPES);
export type TCaptchaType = z.infer<typeof ZCaptchaType>;

/**
 * POST /api/auth/login … login-v5: login is an e-mail or a phone. `captchaType` (ours) asks for a
 * question instead of a picture when the answer demands a captcha.
 */
export const ZLoginRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  captcha: z.optional(z.string().check(z.maxLength(20))),
  captchaType: z.optional(ZCaptchaType),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * `changePassword` (ours): the driver signed in with the one-time password of a restore by phone;
 * `id_session` then only sets the new password (PUT restore-password/change with it as `token`).
 */
export const ZLoginResponse = z.object({ status: z.literal('ok'), id_session: ZOpaqueToken, changePassword: z.optional(z.boolean()) });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Failed attempts for one login from one address within the window before a captcha is demanded. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong passwords for one account from any address within ACCOUNT_FAILURE_WINDOW_MS before sign-in
 * to it slows down: the k-th failure beyond this many makes the next attempt wait 2^k seconds after
 * it (2 s, 4 s, 8 s …), at most LOGIN_DELAY_CAP_MS. A successful sign-in clears the count.
 */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LOGIN_DELAY_CAP_MS = 15 * 60 * 1000;

/** The wait, in milliseconds, after `failures` failures of one account (0 below the threshold). */
export function accountLoginDelayMs(failures: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  const excess = failures - ACCOUNT_FAILURES_BEFORE_DELAY + 1;
  return Math.min(2 ** Math.min(excess, 30) * 1000, LOGIN_DELAY_CAP_MS);
}

/** POST /api/auth/check-captcha */
export const ZCheckCaptchaRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  captcha: z.string().check(z.minLength(1), z.maxLength(20)),
});

/**
 * POST /api/auth/captcha (ours): a fresh challenge of the chosen kind for the same login and address,
 * in place of the open one (a new picture, or the question instead). The answer carries `captcha`
 * (the SVG picture) or `captchaQuestion`, or neither when this login needs no captcha here (any more).
 */
export const ZNewCaptchaRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  captchaType: z.optional(ZCaptchaType),
});
export const ZNewCaptchaResponse = z.object({
  status: z.literal('ok'),
  captcha: z.optional(z.string()),
  captchaQuestion: z.optional(z.string()),
});
export type TNewCaptchaResponse = z.infer<typeof ZNewCaptchaResponse>;

/**
 * GET /backend/v2/yandexID: `token` is the Yandex ID access token. POST (ours) adds the password of
 * the existing account with the same e-mail or phone, which links it (and a captcha when demanded).
 */
export const ZYandexIdRequest = z.object({
  token: ZOpaqueToken,
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  captcha: z.optional(z.string().check(z.maxLength(20))),
});

/** GET and POST /backend/v2/yandexID: the service's own token for the driver Yandex ID names. */
export const ZYandexIdResponse = z.object({ status: z.literal('ok'), result: z.object({ token: ZOpaqueToken }) });
