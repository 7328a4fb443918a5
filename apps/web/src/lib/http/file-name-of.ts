/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` form first,
 * which carries non-ASCII names such as a Russian one, then the plain `filename`, quoted or not.
 * Null when the header names no file.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  // filename*=UTF-8'<language>'<percent-encoded name>; the language is optional and ignored.
  const encoded = /filename\*\s*=\s*UTF-8'[^']*'([^;\s]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1') || null;
  return /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ?? null;
}
