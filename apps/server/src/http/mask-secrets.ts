/** Keys whose values are secrets: tokens of any kind, passwords (pass, password, newPassword, currentpass), codes. */
const SECRET_KEY = /token|pass|secret|^(code|captcha|id_session)$/i;
const MASK = '***';

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** A query key as the server reads it; one with broken percent-encoding counts as secret, to be safe. */
function decodeKey(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return 'token';
  }
}

/** A URL as it may be logged: the values of secret query parameters replaced, everything else kept. */
export function maskUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const rawKey = pair.slice(0, at);
      return isSecretKey(decodeKey(rawKey)) ? `${rawKey}=${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** A copy of a parsed body (form or JSON) with the values of secret keys replaced, at any depth. */
export function maskFields(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 16) return value;
  if (Array.isArray(value)) return value.map((item) => maskFields(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? MASK : maskFields(item, depth + 1)]));
}
