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

/** How long the second step of a sign-in may wait after the password was right, and how many wrong codes it takes. */
export const SIGN_IN_STEP_MINUTES = 5;
export const SIGN_IN_STEP_TRIES = 5;
/** Recovery codes made at enrolment, each good once in place of a code from the app. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * POST /api/operator/login/v1 answers the second step, never a token: `code` for a member with a
 * second factor, `enrol` (with the new secret, its otpauth:// link and the link's QR code) for one without. `pending`
 * names this sign-in in the step's call.
 */
export const ZOperatorLoginResponse = z.union([
  z.object({ status: z.literal('ok'), step: z.literal('code'), pending: z.string() }),
  /** `qr`: the link as a QR code, an SVG image's data: address, for the app's camera. */
  z.object({ status: z.literal('ok'), step: z.literal('enrol'), pending: z.string(), secret: z.string(), uri: z.string(), qr: z.string() }),
]);
export type TOperatorLoginResponse = z.infer<typeof ZOperatorLoginResponse>;

/** A code of the authenticator app (six digits), or at the `code` step a recovery code too. */
export const ZSecondFactorCode = z.pipe(
  z.string().check(z.minLength(1), z.maxLength(40)),
  z.transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
);

/**
 * POST /api/operator/login/code/v1 and POST /api/operator/login/enrol/v1: the sign-in's `pending`
 * and the code. The enrolment's answer carries the recovery codes, shown this once.
 */
export const ZOperatorCodeRequest = z.object({ pending: z.string().check(z.minLength(1), z.maxLength(200)), code: ZSecondFactorCode });
export type TOperatorCodeRequest = z.infer<typeof ZOperatorCodeRequest>;

/** The token goes in the Authorization header of every desk call; the roles tell the desk which screens to show. */
export const ZOperatorSignedIn = z.object({
  status: z.literal('ok'),
  token: z.string(),
  name: z.string(),
  roles: z.array(ZStaffRole),
  recoveryCodes: z.optional(z.array(z.string())),
});
export type TOperatorSignedIn = z.infer<typeof ZOperatorSignedIn>;

/** POST /api/operator/logout/v1 takes nothing but the token in the Authorization header. */
export const ZOperatorLogoutRequest = z.object({});
