/** Raised by the HTTP client when an answer says the token expired or is unknown. */
const listeners = new Set<(errorName: string) => void>();

export function onTokenError(listener: (errorName: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitTokenError(errorName: string): void {
  listeners.forEach((listener) => listener(errorName));
}
