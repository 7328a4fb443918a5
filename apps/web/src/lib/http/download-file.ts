import { fetchFile, type FetchFileOptions } from './fetch-file.ts';
import { saveFile } from './save-file.ts';

/** Fetches a file and saves it under the name its answer gives, or `fallbackName` where it gives none. */
export async function downloadFile(path: string, fallbackName: string, options?: FetchFileOptions): Promise<void> {
  const { blob, fileName } = await fetchFile(path, options);
  saveFile(blob, fileName ?? fallbackName);
}
