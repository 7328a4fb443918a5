import { z } from 'zod/mini';
import { ZUin } from '../fines/uin.ts';
import { ZEmailField, ZPhoneField } from '../profile/contact-rules.ts';
import { ZAppealId, ZMessageText } from './appeal-message.ts';
import { ZAppealStatus } from './appeal-status.ts';

/**
 * POST /api/appealProcessing/appealRegistration/v1: a new appeal (its first message); the topic is
 * optional. `fineUin` (beyond the spec) names one of the driver's fines the appeal contests: the
 * operator then sees that fine and its coverage evidence beside the thread.
 */
export const ZAppealRegistrationRequest = z.object({
  idSubject: z._default(z.string().check(z.maxLength(50)), ''),
  message: ZMessageText,
  phone: ZPhoneField,
  email: ZEmailField,
  fineUin: z.optional(ZUin),
});
export type TAppealRegistrationRequest = z.infer<typeof ZAppealRegistrationRequest>;

export const ZAppealRegistrationResponse = z.object({ status: z.literal('ok'), idAppeal: z.number(), userMessage: z.string() });

/** GET /api/appealProcessing/getAppeals/v1 takes nothing but the token in the Authorization header. */
export const ZGetAppealsQuery = z.object({});

/** One appeal of the driver's list: `appeal.status` is the title, the item's `status` the code. */
export const ZAppealItem = z.object({
  appeal: z.object({ id: z.number(), subject: z.string(), status: z.string(), count: z.number(), date: z.string() }),
  lastMessage: z.object({ text: z.string(), date: z.string() }),
  status: ZAppealStatus,
});
export type TAppealItem = z.infer<typeof ZAppealItem>;
export const ZGetAppealsResponse = z.object({ status: z.literal('ok'), count: z.number(), items: z.array(ZAppealItem) });

/** GET /api/appealProcessing/getMessages/v1. */
export const ZGetMessagesQuery = z.object({ idAppeal: ZAppealId });

/** `out` 1 is a message from the driver, 0 one from the operator; `withTitle` marks the first, titled by the topic. */
export const ZMessageItem = z.object({
  date: z.string(),
  text: z.string(),
  out: z.union([z.literal(0), z.literal(1)]),
  withTitle: z.boolean(),
  title: z.optional(z.string()),
});
export type TMessageItem = z.infer<typeof ZMessageItem>;
export const ZGetMessagesResponse = z.object({ status: z.literal('ok'), count: z.number(), items: z.array(ZMessageItem) });

/** POST /api/appealProcessing/messageRegistration/v1: the driver writes in one of their appeals. */
export const ZMessageRegistrationRequest = z.object({ message: ZMessageText, idAppeal: ZAppealId });
