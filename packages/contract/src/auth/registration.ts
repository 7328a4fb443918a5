import { z } from 'zod/mini';
import { ZCode, ZEmail, ZName, ZNewPassword, ZOpaqueToken, ZPhone } from './fields.ts';

export const CONFIRMATION_TYPES = ['SMS', 'Call'] as const;
export type TConfirmationType = (typeof CONFIRMATION_TYPES)[number];

/** Codes: 6 digits by SMS and e-mail, the last 4 digits of the calling number for Call. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const PHONE_MESSAGES_PER_HOUR = 5;
/** E-mails one address may get per hour: registration codes and resends, a new profile e-mail, password restore. */
export const EMAIL_MESSAGES_PER_HOUR = 5;
/**
 * Wrong codes over a whole pending registration or contact change, across resends: past it the
 * answer is CodeTryLimit and the registration (or change) must be started again.
 */
export const PENDING_MAX_ATTEMPTS = 10;
/** The resend link appears after this countdown (one tick a second). */
export const RESEND_COUNTDOWN_S = 10;

/** POST /api/auth/registration and registration-v2. Names are required only where private data is kept. */
export const ZRegistrationRequest = z.object({
  firstname: ZName(false),
  lastname: ZName(false),
  middlename: ZName(false),
  email: ZEmail,
  phone: ZPhone,
  pass: ZNewPassword,
});
export type TRegistrationRequest = z.input<typeof ZRegistrationRequest>;

export const ZRegistrationResponse = z.object({ status: z.literal('ok'), token: ZOpaqueToken });

/** GET /api/auth/get-confirmation-type-v2 */
export const ZConfirmationTypeResponse = z.object({ status: z.literal('ok'), result: z.enum(CONFIRMATION_TYPES) });

/** POST /api/auth/confirm-phone and confirm-email; for e-mail the token may also be the salt of the e-mailed link. */
export const ZConfirmRequest = z.object({ token: ZOpaqueToken, code: ZCode });
export const ZConfirmResponse = z.object({
  status: z.literal('ok'),
  /** Both the phone and the e-mail are confirmed: the account exists now. */
  completed: z.boolean(),
  phoneConfirmed: z.boolean(),
  emailConfirmed: z.boolean(),
});
export type TConfirmResponse = z.infer<typeof ZConfirmResponse>;

/** POST /api/auth/change-phone: a new phone for a pending registration; a new code goes to it. */
export const ZChangePhoneRequest = z.object({ token: ZOpaqueToken, phone: ZPhone });

/** POST /api/auth/resend-code (ours): sends the phone or e-mail code of a pending registration again. */
export const ZResendCodeRequest = z.object({ token: ZOpaqueToken, target: z.enum(['phone', 'email']) });

/**
 * POST /api/auth/check-email: as the spec reads its answer, ok when a driver has the e-mail (the
 * form says it exists), unknownEmail when none has. POST /api/auth/check-phone: ok when the phone
 * is free, UserExists when a driver has it.
 */
export const ZCheckEmailRequest = z.object({ email: ZEmail });
export const ZCheckPhoneRequest = z.object({ phone: ZPhone });
