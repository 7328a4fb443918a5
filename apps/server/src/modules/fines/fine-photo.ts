import type { FinePhotoType } from './tables.ts';

/** The largest evidence photo an import takes. */
export const FINE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * The type of a photo by its bytes, never by its name: PNG and JPEG by their magic bytes, SVG by an
 * `<svg` root after the optional XML declaration, comments and doctype. An SVG with scripts or
 * embedded HTML is refused: the image route serves it to browsers.
 */
export function finePhotoType(bytes: Uint8Array): FinePhotoType | 'tooLarge' | 'type' {
  if (bytes.length > FINE_PHOTO_MAX_BYTES) return 'tooLarge';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const prolog = text.replace(/^\uFEFF/, '').replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  if (!/^<svg[\s>]/.test(prolog)) return 'type';
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text)) return 'type';
  return 'image/svg+xml';
}
