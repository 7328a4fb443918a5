import { z } from 'zod/mini';
import { ZCaptchaType } from '../auth/login.ts';
import { ZEmailField } from '../profile/contact-rules.ts';
import { ZStaffRole } from './staff-roles.ts';

/** POST /api/operator/login/v1: the operator's e-mail and password, and the captcha once one is asked. */
export const ZOperatorLoginRequest = z.object({
  email: ZEmailField,
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  captcha: z.optional(z.string().check(z.maxLength(20))),
  captchaType: z.optional(ZCaptchaType),
});
export type TOperatorLoginRequest = z.infer<typeof ZOperatorLoginRequest>;

/** The token goes in the Authorization header of every desk call; the roles tell the desk which screens to show. */
export const ZOperatorLoginResponse = z.object({ status: z.literal('ok'), token: z.string(), name: z.string(), roles: z.array(ZStaffRole) });

/** POST /api/operator/logout/v1 takes nothing but the token in the Authorization header. */
export const ZOperatorLogoutRequest = z.object({});
