import { fetchFile } from '@/lib/http/fetch-file.ts';

/**
 * GET /api/receipt?token=…&receiptnumber=…: the document as a PDF Blob, in the page's language. An
 * error answer (another driver's number, an expired session) is thrown by its errorName; token
 * errors sign out as everywhere else.
 */
export async function getReceiptPdf(token: string, receiptnumber: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await fetchFile('/api/receipt', { query: { token, receiptnumber }, type: 'application/pdf', signal });
  return blob;
}
