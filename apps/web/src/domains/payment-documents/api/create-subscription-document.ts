import { ZCreatePaymentDocumentResponse, type TReceipt } from '@city-parking/contract/receipts/receipt';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

export interface SubscriptionDocumentInput {
  codeSubscription: string;
  /** The plate. */
  grz: string;
  /** YYYY-MM-DD on the city's clock; null for a prev_day subscription, which always covers yesterday. */
  timestart: string | null;
}

/** POST /api/creatsubscription (the token in the query): a document that buys the subscription once paid. */
export async function createSubscriptionDocument(input: SubscriptionDocumentInput, payer: Record<string, string | number>): Promise<TReceipt> {
  const answer = await fetchAnswer('/api/creatsubscription', ZCreatePaymentDocumentResponse, {
    method: 'POST',
    query: { token: tokenStore.get('standart') },
    body: { codeSubscription: input.codeSubscription, grz: input.grz, ...(input.timestart ? { timestart: input.timestart } : {}), payer },
  });
  return answer.result;
}
