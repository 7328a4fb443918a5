import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';

/** Base64url text of a Push API key: the browser's P-256 public key (65 bytes) or its auth secret (16 bytes). */
const ZPushKey = (bytes: number) => z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`)));

/** A push service's address, as PushSubscription.endpoint gives it. */
const ZPushEndpoint = z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/[^\s]+$/));

/** PUT /api/profile/push-subscription: the browser's subscription (PushSubscription.toJSON(), keys flattened). */
export const ZSavePushSubscriptionRequest = z.object({
  token: ZOpaqueToken,
  endpoint: ZPushEndpoint,
  p256dh: ZPushKey(65),
  auth: ZPushKey(16),
});

/** DELETE /api/profile/push-subscription: this browser no longer takes notifications. */
export const ZDeletePushSubscriptionRequest = z.object({ token: ZOpaqueToken, endpoint: ZPushEndpoint });

/** GET /api/profile/push-key: the VAPID public key the browser subscribes with; empty where web push is off. */
export const ZPushKeyAnswer = z.object({ status: z.literal('ok'), result: z.object({ publicKey: z.string() }) });
