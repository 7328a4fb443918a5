import { ZCreatePaymentDocumentResponse, type TReceipt } from '@city-parking/contract/receipts/receipt';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * POST /api/creatrefill (the token in the query, as the spec has it): a document for a top-up of
 * `sum` roubles; with the coop token (`owner` 'coop') the company's invoice for its own balance.
 */
export async function createRefillDocument(sum: string, payer: Record<string, string | number>, owner: 'standart' | 'coop' = 'standart'): Promise<TReceipt> {
  const answer = await fetchAnswer('/api/creatrefill', ZCreatePaymentDocumentResponse, {
    method: 'POST',
    query: { token: tokenStore.get(owner) },
    body: { sum, payer },
  });
  return answer.result;
}
