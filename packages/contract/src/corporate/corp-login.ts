import { z } from 'zod/mini';
import { ZCaptchaType } from '../auth/login.ts';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZContractNumber, ZInn } from './corp-fields.ts';

/**
 * POST /api/auth/login-corp-v1: a company signs in by its taxpayer number and contract number,
 * under the drivers' failure limits and captcha (`captcha`, `captchaType` as in ZLoginRequest).
 */
export const ZCorpLoginRequest = z.object({
  inn: ZInn,
  contractNumber: ZContractNumber,
  captcha: z.optional(z.string().check(z.maxLength(20))),
  captchaType: z.optional(ZCaptchaType),
});
export type TCorpLoginRequest = z.input<typeof ZCorpLoginRequest>;

/** `id_session` is the coop token, as a driver's sign-in answers its own. */
export const ZCorpLoginResponse = z.object({ status: z.literal('ok'), id_session: ZOpaqueToken });
export type TCorpLoginResponse = z.infer<typeof ZCorpLoginResponse>;
