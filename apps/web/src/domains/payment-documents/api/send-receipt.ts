import type { TSendReceiptQuery } from '@city-parking/contract/receipts/payment-documents';
import { ZSendReceiptResponse } from '@city-parking/contract/receipts/receipt';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * GET /api/sendreceipt?token=…&receiptnumber=…&email=…: the server e-mails the document's PDF as an
 * attachment. The address is checked by the contract's rule on both sides; the server's field
 * error (`fields.email`) comes back as the ApiError's fields.
 */
export async function sendReceipt({ token, receiptnumber, email }: TSendReceiptQuery): Promise<void> {
  // The answer's schema is written here: the contract's module would bring the payer's rules to the page.
  await fetchAnswer('/api/sendreceipt', ZSendReceiptResponse, { query: { token, receiptnumber, email: (email ?? '').trim() } });
}
