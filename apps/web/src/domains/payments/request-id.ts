/**
 * A fresh id for one submission of a payment call: the server answers a repeated id with the first
 * result, so a double click or a retried request cannot pay twice. getRandomValues works on plain
 * http too, where randomUUID is missing.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
