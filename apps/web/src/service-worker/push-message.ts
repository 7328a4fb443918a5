/** What the server's push carries: `{ title, body, url, tag }` as JSON. */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is clicked; only an address of this site. */
  url: string;
  /** A newer notification with the same tag replaces the older one (a session's reminder). */
  tag: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The push's payload read defensively: a push that is not our JSON or has no title shows nothing,
 * and an address of another site becomes the main page, so a notification never leads elsewhere.
 */
export function parsePushMessage(data: string, origin = self.location.origin): PushMessage | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { title, body, url, tag } = payload as Record<string, unknown>;
  if (text(title) === '') return null;
  let target = '/';
  try {
    const parsed = new URL(text(url) || '/', origin);
    if (parsed.origin === origin) target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    // Not an address: the main page.
  }
  return { title: text(title), body: text(body), url: target, tag: text(tag) };
}
