import { canonicalCheck, CHECK_SIGNATURE_PARAM, checkFieldsOf } from '@city-parking/contract/fiscal/canonical-check';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { checkQuery } from '../payments/guest-payment-sms.ts';
import type { ReceiptSigner } from './receipt-signer.ts';

/** What a /check link of an operation of the history is made from. */
export interface CheckedOperation {
  type: string;
  status: string;
  /** Kopecks. */
  amount: number;
  zone_number: string | null;
  parking_code: string | null;
  plate: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** Operations that paid for a street session or its extension: the ones that have a parking receipt to show. */
const isPaidSession = (op: CheckedOperation) =>
  (op.type === 'payment' || op.type === 'renew') && op.status === 'done' && op.zone_number !== null && op.starts_at !== null && op.ends_at !== null;

interface Deps {
  /** The city's key; null where nothing is signed (the links are then plain, as before). */
  signer: ReceiptSigner | null;
  city: string;
  /** The web app's address, before its paths. */
  publicUrl: string;
}

/**
 * The city's /check links, signed: the page's fields and the city go into `canonicalCheck`, and
 * the signature rides in the link as `sig`, so anyone holding the link can check with the
 * published key that the amount and time are the city's, even when the service is down.
 */
export function checkLinks({ signer, city, publicUrl }: Deps) {
  async function link(query: URLSearchParams, language: TLanguage): Promise<string> {
    const signed = new URLSearchParams(query);
    signed.set('city', city);
    if (signer) signed.set(CHECK_SIGNATURE_PARAM, await signer.sign(canonicalCheck(checkFieldsOf(signed))));
    return `${publicUrl}${language === 'en' ? '/en' : ''}/check?${signed}`;
  }

  return {
    link,

    /** The signed /check links of a page of operations, in its order: a paid session's, null for anything else. */
    async ofOperations(operations: readonly CheckedOperation[], language: TLanguage): Promise<(string | null)[]> {
      return Promise.all(
        operations.map((op) =>
          isPaidSession(op)
            ? link(
                checkQuery(
                  {
                    zone: op.zone_number ?? '',
                    ...(op.parking_code ? { parking: op.parking_code } : {}),
                    plate: op.plate ?? '',
                    start: op.starts_at?.toISOString() ?? null,
                    end: op.ends_at?.toISOString() ?? null,
                    amount: Number(op.amount),
                  },
                  language,
                ),
                language,
              )
            : null,
        ),
      );
    },
  };
}
export type CheckLinks = ReturnType<typeof checkLinks>;
