import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { publicLookup, type Resolve } from './public-lookup.ts';
import { pushEndpointUrl, type PushServices } from './push-services.ts';
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
/** How long one push may take when the caller sets no deadline of its own. */
const TIMEOUT_MS = 10_000;

interface Options {
  vapid: VapidKeys;
  services: PushServices;
  /** The DNS behind the address guard; a test gives one that names an internal address. */
  resolve?: Resolve;
}

/** Posts the request and answers the push service's status; the body of the answer is not read. */
function post(url: URL, init: { headers: http.OutgoingHttpHeaders; body: Buffer | null; signal: AbortSignal; agent: http.Agent | undefined }): Promise<number> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'http:' ? http : https;
    const request = transport.request(
      url,
      { method: 'POST', headers: init.headers, signal: init.signal, ...(init.agent ? { agent: init.agent } : {}) },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(init.body ?? undefined);
  });
}

/**
 * Sends an encrypted payload (RFC 8291, aes128gcm) with VAPID headers to a browser's push service.
 * web-push builds the request; it is posted here, over connections whose DNS answers only public
 * addresses (public-lookup.ts), and only to an endpoint pushEndpointUrl takes. A test's local push
 * service (PushServices.testOrigins) is reached over plain HTTP without the guard.
 */
export function pushSender({ vapid, services, resolve }: Options) {
  // Kept alive, as a city's notices go to the same few push services.
  const agent = new https.Agent({ keepAlive: true, lookup: publicLookup(resolve) } as https.AgentOptions);
  return {
    /** One push, abandoned when `signal` aborts (the notice's deadline). */
    async send(target: PushTarget, payload: PushPayload, signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS)): Promise<PushOutcome> {
      const url = pushEndpointUrl(target.endpoint, services);
      // Saved before the host rules, or on a host since taken off the list: never posted to, and forgotten.
      if (!url) return 'gone';
      const details = await vapid.details();
      if (!details) return 'failed';
      const request = webpush.generateRequestDetails({ endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: details,
        TTL: TTL_SECONDS,
        urgency: 'high',
        topic: payload.tag,
      });
      try {
        const local = services.testOrigins?.has(url.origin) ?? false;
        const status = await post(url, { headers: request.headers as http.OutgoingHttpHeaders, body: request.body, signal, agent: local ? undefined : agent });
        if (status === 404 || status === 410) return 'gone';
        return status >= 200 && status < 300 ? 'delivered' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
export type PushSender = ReturnType<typeof pushSender>;
