import { z } from 'zod/mini';
import { ZFormFlag } from '../answer/answer.ts';
import { ZEmail, ZName, ZOpaqueToken, ZPhone } from '../auth/fields.ts';

/** PUT /api/profile/change-profile: names; a new e-mail goes through send-email-code instead. */
export const ZChangeProfileRequest = z.object({
  token: ZOpaqueToken,
  firstname: z.optional(ZName(false)),
  lastname: z.optional(ZName(false)),
  middlename: z.optional(ZName(false)),
  email: z.optional(ZEmail),
});

/**
 * Ours: the driver's current password on the calls that change the e-mail or the main phone, so a
 * session left open is not enough to take the account over. Optional in the schema: a missing or
 * wrong one answers CurrentPasswordIncorrect on this field (accounts without a password skip it).
 */
export const ZCurrentPass = z.optional(z.string().check(z.maxLength(200)));

/** POST /api/profile/send-email-code: answers the token that confirm-email takes with the code. */
export const ZSendEmailCodeRequest = z.object({ token: ZOpaqueToken, email: ZEmail, edit: z.optional(ZFormFlag), currentpass: ZCurrentPass });

/**
 * POST /api/profile/send-sms-code: edit true replaces the main phone (current password needed), false
 * adds a phone. isReply is the city's SMS-reply setting (useSmsReplay) as the web knows it; the spec
 * gives it no effect of its own, and the reference back end sends the code alike either way.
 */
export const ZSendSmsCodeRequest = z.object({
  token: ZOpaqueToken,
  phone: ZPhone,
  edit: z._default(ZFormFlag, true),
  isReply: z.optional(ZFormFlag),
  currentpass: ZCurrentPass,
});

export const ZSendCodeResponse = z.object({ status: z.literal('ok'), token: ZOpaqueToken });

/** DELETE /api/profile/delete-phone */
export const ZPhoneRequest = z.object({ token: ZOpaqueToken, phone: ZPhone });

/** PUT /api/profile/set-main-phone: one of the driver's phones becomes main (current password needed). */
export const ZSetMainPhoneRequest = z.object({ token: ZOpaqueToken, phone: ZPhone, currentpass: ZCurrentPass });
