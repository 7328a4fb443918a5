import { z } from 'zod/mini';
import { ZAppealId, ZMessageText } from '../feedback/appeal-message.ts';
import { ZAppealStatus } from '../feedback/appeal-status.ts';

/** Appeals on one page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

/** GET /api/operator/appeals/v1: newest first; `before` is the last id of the previous page. */
export const ZOperatorInboxQuery = z.object({
  status: z.optional(ZAppealStatus),
  topic: z.optional(z.string().check(z.maxLength(50))),
  before: z.optional(ZAppealId),
});
export type TOperatorInboxQuery = z.infer<typeof ZOperatorInboxQuery>;

export const ZInboxAppeal = z.object({
  id: z.number(),
  topic: z.string(),
  subject: z.string(),
  status: ZAppealStatus,
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessage: z.string(),
});
export const ZOperatorInboxResponse = z.object({ status: z.literal('ok'), items: z.array(ZInboxAppeal), next: z.nullable(z.number()) });

/** GET /api/operator/thread/v1: an appeal's messages and actions. */
export const ZOperatorThreadQuery = z.object({ idAppeal: ZAppealId });

/** POST /api/operator/reply/v1: an answer to the driver, with the status it leaves the appeal in (unchanged when absent). */
export const ZOperatorReplyRequest = z.object({ idAppeal: ZAppealId, message: ZMessageText, status: z.optional(ZAppealStatus) });

/** POST /api/operator/status/v1. */
export const ZOperatorStatusRequest = z.object({ idAppeal: ZAppealId, status: ZAppealStatus });
