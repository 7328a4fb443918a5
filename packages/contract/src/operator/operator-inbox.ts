import { z } from 'zod/mini';
import { ZAppealId, ZMessageText } from '../feedback/appeal-message.ts';
import { ZAppealStatus } from '../feedback/appeal-status.ts';
import { ZFine } from '../fines/fines.ts';

/** Appeals on one page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

/** GET /api/operator/appeals/v1: newest first; `before` is the last id of the previous page. */
export const ZOperatorInboxQuery = z.object({
  status: z.optional(ZAppealStatus),
  topic: z.optional(z.string().check(z.maxLength(50))),
  before: z.optional(ZAppealId),
});
export type TOperatorInboxQuery = z.infer<typeof ZOperatorInboxQuery>;

/** An appeal as the desk sees it; `fineUin` is the contested fine's UIN, when the appeal names one. */
export const ZDeskAppeal = z.object({
  id: z.number(),
  topic: z.string(),
  subject: z.string(),
  status: ZAppealStatus,
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  fineUin: z.optional(z.string()),
});
export type TDeskAppeal = z.infer<typeof ZDeskAppeal>;

export const ZInboxAppeal = z.extend(ZDeskAppeal, { lastMessage: z.string() });
export type TInboxAppeal = z.infer<typeof ZInboxAppeal>;
export const ZOperatorInboxResponse = z.object({ status: z.literal('ok'), items: z.array(ZInboxAppeal), next: z.nullable(z.number()) });

/** GET /api/operator/thread/v1: an appeal's messages and actions. */
export const ZOperatorThreadQuery = z.object({ idAppeal: ZAppealId });

/** POST /api/operator/reply/v1: an answer to the driver, with the status it leaves the appeal in (unchanged when absent). */
export const ZOperatorReplyRequest = z.object({ idAppeal: ZAppealId, message: ZMessageText, status: z.optional(ZAppealStatus) });

/** POST /api/operator/status/v1. */
export const ZOperatorStatusRequest = z.object({ idAppeal: ZAppealId, status: ZAppealStatus });

/** A message of a desk thread: `out` 1 the driver's, 0 an operator's (`operatorId` who wrote it). */
export const ZDeskMessage = z.object({
  date: z.string(),
  text: z.string(),
  out: z.union([z.literal(0), z.literal(1)]),
  operatorId: z.nullable(z.number()),
});
export type TDeskMessage = z.infer<typeof ZDeskMessage>;

/** What an operator did to an appeal, and when. */
export const ZDeskAction = z.object({
  action: z.enum(['reply', 'status']),
  from: ZAppealStatus,
  to: ZAppealStatus,
  at: z.string(),
  operator: z.object({ id: z.number(), name: z.string() }),
});
export type TDeskAction = z.infer<typeof ZDeskAction>;

/** The thread's answer; `fine` is the contested fine with its coverage, as its driver sees it. */
export const ZOperatorThreadResponse = z.object({
  status: z.literal('ok'),
  appeal: ZDeskAppeal,
  fine: z.optional(ZFine),
  messages: z.array(ZDeskMessage),
  actions: z.array(ZDeskAction),
});
export type TOperatorThreadResponse = z.infer<typeof ZOperatorThreadResponse>;
