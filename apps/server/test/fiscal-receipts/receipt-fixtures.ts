import { createPublicKey, verify } from 'node:crypto';
import { canonicalCheck, checkFieldsOf } from '@city-parking/contract/fiscal/canonical-check';
import { canonicalReceipt } from '@city-parking/contract/fiscal/canonical-receipt';
import type { TFiscalReceipt, TFiscalReceiptResponse } from '@city-parking/contract/fiscal/fiscal-receipt';
import type { TestCity } from '../helpers/create-test-city.ts';
import { apiClient } from '../helpers/api-client.ts';

/** The receipts recorded for a payment, oldest first. */
export const receiptsOf = (city: TestCity, paymentId: string) =>
  city.db
    .selectFrom('fiscal_receipt')
    .select(['id', 'source', 'sign', 'item', 'amount', 'status', 'buyer_email', 'emailed_at', 'attempts'])
    .where('payment_id', '=', paymentId)
    .orderBy('created_at')
    .orderBy('source')
    .execute();

/** GET /api/fiscal-receipt/v1 as anyone would call it: no token. */
export const fetchReceipt = (city: TestCity, id: string) => apiClient(city).get<TFiscalReceiptResponse>('/api/fiscal-receipt/v1', { id });

/** The city's published key, from the site options. */
export const publishedKey = async (city: TestCity) =>
  (await apiClient(city).get<{ result: { receiptPublicKey: string } }>('/api/info/get-options-info-v3')).result.receiptPublicKey;

/** Checks a receipt's signature with a published key, as any verifier would. */
export function verifies(receipt: TFiscalReceipt, signature: string, publicKey: string): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  return verify(null, Buffer.from(canonicalReceipt(receipt), 'utf8'), key, Buffer.from(signature, 'base64url'));
}

/** The id in a receipt link `/receipt/<id>?city=…`. */
export const receiptIdOf = (link: string) => /\/receipt\/([\w-]+)\?city=/.exec(link)?.[1] ?? '';

/** Checks a /check link's `sig` with a city's published key, as anyone holding the link would. */
export function linkVerifies(link: URL, publicKey: string): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  const signature = Buffer.from(link.searchParams.get('sig') ?? '', 'base64url');
  return verify(null, Buffer.from(canonicalCheck(checkFieldsOf(link.searchParams)), 'utf8'), key, signature);
}

/** A link with one parameter changed, as a forger would change it. */
export function changed(link: URL, name: string, value: string): URL {
  const copy = new URL(link);
  copy.searchParams.set(name, value);
  return copy;
}
