import { FINES_IMPORT_CONTENT_MAX, FINES_IMPORT_PHOTOS_MAX, type TOperatorFinesImportRequest } from '@city-parking/contract/operator/operator-fines';

/** The largest photo the import keeps; a larger one would fail the whole request, so it is refused here. */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The data file's format by its name, or null for anything but .json and .csv. */
export const importFormatOf = (name: string): 'json' | 'csv' | null => {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'json' || extension === 'csv' ? extension : null;
};

/** A file's bytes in base64, for a JSON body that must carry them exactly (photos, a bank statement). */
export function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a call has a limit on those.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The import's JSON body read from the chosen files, or why it cannot be sent: `type` for a data
 * file that is not .json or .csv, `tooLarge` for files over the route's limits.
 */
export async function readImportFiles(data: File, photos: readonly File[]): Promise<TOperatorFinesImportRequest | 'type' | 'tooLarge'> {
  const format = importFormatOf(data.name);
  if (!format) return 'type';
  if (data.size > FINES_IMPORT_CONTENT_MAX || photos.length > FINES_IMPORT_PHOTOS_MAX || photos.some((photo) => photo.size > PHOTO_MAX_BYTES))
    return 'tooLarge';
  const content = await data.text();
  const read = await Promise.all(photos.map(async (photo) => ({ name: photo.name, data: base64Of(await photo.arrayBuffer()) })));
  return { format, content, photos: read };
}
