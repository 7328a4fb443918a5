import { z } from 'zod/mini';
import { ZOpaqueToken } from './fields.ts';

/** POST /api/auth/login … login-v5: login is an e-mail or a phone. */
export const ZLoginRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  captcha: z.optional(z.string().check(z.maxLength(20))),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ status: z.literal('ok'), id_session: ZOpaqueToken });

/** Failed attempts for one login from one address within the window before a captcha is demanded. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** POST /api/auth/check-captcha */
export const ZCheckCaptchaRequest = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  captcha: z.string().check(z.minLength(1), z.maxLength(20)),
});
