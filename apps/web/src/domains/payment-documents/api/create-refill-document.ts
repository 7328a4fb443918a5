import { ZCreatePaymentDocumentResponse, type TReceipt } from '@city-parking/contract/receipts/receipt';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/** POST /api/creatrefill (the token in the query, as the spec has it): a document for a top-up of `sum` roubles. */
export async function createRefillDocument(sum: string, payer: Record<string, string | number>): Promise<TReceipt> {
  const answer = await fetchAnswer('/api/creatrefill', ZCreatePaymentDocumentResponse, {
    method: 'POST',
    query: { token: tokenStore.get('standart') },
    body: { sum, payer },
  });
  return answer.result;
}
