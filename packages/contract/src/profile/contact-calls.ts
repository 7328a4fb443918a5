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

/** POST /api/profile/send-email-code: answers the token that confirm-email takes with the code. */
export const ZSendEmailCodeRequest = z.object({ token: ZOpaqueToken, email: ZEmail, edit: z.optional(ZFormFlag) });

/** POST /api/profile/send-sms-code: edit true replaces the main phone, false adds a phone. */
export const ZSendSmsCodeRequest = z.object({ token: ZOpaqueToken, phone: ZPhone, edit: z._default(ZFormFlag, true), isReply: z.optional(ZFormFlag) });

export const ZSendCodeResponse = z.object({ status: z.literal('ok'), token: ZOpaqueToken });

/** DELETE /api/profile/delete-phone and PUT /api/profile/set-main-phone */
export const ZPhoneRequest = z.object({ token: ZOpaqueToken, phone: ZPhone });
