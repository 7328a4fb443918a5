import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** What the service worker shows: the notification's title and text, the page a click opens, and a tag that replaces an older one of the same session. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: the push service took it; gone: the subscription no longer exists (forget it); failed: try another way. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** A reminder is useless after the session ends: push services drop it if the browser stays offline longer. */
const TTL_SECONDS = 15 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends an encrypted payload (RFC 8291, aes128gcm) with VAPID headers to a browser's push service.
 * web-push builds the request; it is sent with fetch, which also reaches the plain-HTTP endpoint
 * that tests record on (web-push's own sender speaks HTTPS only).
 */
export function pushSender({ vapid, fetchImpl = fetch }: { vapid: VapidKeys; fetchImpl?: typeof fetch }) {
  return {
    async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
      const details = await vapid.details();
      if (!details) return 'failed';
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: details, TTL: TTL_SECONDS, urgency: 'high', topic: payload.tag },
      );
      try {
        const answer = await fetchImpl(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (answer.status === 404 || answer.status === 410) return 'gone';
        return answer.ok ? 'delivered' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
export type PushSender = ReturnType<typeof pushSender>;
