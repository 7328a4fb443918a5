import type { TSendReceiptQuery } from '@city-parking/contract/receipts/payment-documents';
import { ZSendReceiptResponse } from '@city-parking/contract/receipts/receipt';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * GET /api/sendreceipt?token=…&receiptnumber=…&email=…: the server e-mails the document's PDF as an
 * attachment. The address is checked by the contract's rule on both sides; the server's field
 * error (`fields.email`) comes back as the ApiError's fields.
 */
export async function sendReceipt({ token, receiptnumber, email }: TSendReceiptQuery): Promise<void> {
  await fetchAnswer('/api/sendreceipt', ZSendReceiptResponse, { query: { token, receiptnumber, email: (email ?? '').trim() } });
}
