import { sanitiseSvg } from './svg-sanitiser.ts';
import type { FinePhotoType } from './tables.ts';

/** The largest evidence photo an import takes. */
export const FINE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/** What may come before an SVG's root: the XML declaration, comments and a doctype without an internal subset. */
const PROLOG = /^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*>\s*)*/i;

/**
 * An evidence photo as it is kept, by its bytes, never by its name: PNG and JPEG by their magic
 * bytes, as they came; SVG by an `<svg` root after the optional prolog, and then only what the
 * sanitiser keeps of it (sanitiseSvg): the image route serves it to browsers, so nothing that runs
 * or fetches survives. An SVG the sanitiser leaves nothing of is refused as of the wrong type.
 */
export async function finePhoto(bytes: Uint8Array): Promise<{ type: FinePhotoType; bytes: Uint8Array } | 'tooLarge' | 'type'> {
  if (bytes.length > FINE_PHOTO_MAX_BYTES) return 'tooLarge';
  if (startsWith(bytes, PNG)) return { type: 'image/png', bytes };
  if (startsWith(bytes, JPEG)) return { type: 'image/jpeg', bytes };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const root = text.replace(/^\uFEFF/, '').replace(PROLOG, '');
  if (!/^<svg[\s>/]/.test(root)) return 'type';
  const clean = await sanitiseSvg(root).catch(() => '');
  if (!/^<svg[\s>/]/.test(clean)) return 'type';
  return { type: 'image/svg+xml', bytes: new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}`) };
}
