import { z } from 'zod/mini';

export const ZNotification = z.object({
  title: z.string(),
  message: z.string(),
  /** ISO date-time of the last change; a newer one reopens a closed popup. */
  updated: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notification/popup */
export const ZNotificationResponse = z.object({ status: z.literal('ok'), result: ZNotification });
export type TNotificationResponse = z.infer<typeof ZNotificationResponse>;

/** Delay before the popup appears after load, ms. */
export const NOTIFICATION_DELAY_MS = 300;
