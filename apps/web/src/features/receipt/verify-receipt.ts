import { canonicalReceipt } from '@city-parking/contract/fiscal/canonical-receipt';
import type { TFiscalReceipt } from '@city-parking/contract/fiscal/fiscal-receipt';

/** What the browser concludes of a receipt's signature. */
export type TVerdict = 'genuine' | 'forged' | 'unavailable';

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Checks the city's Ed25519 signature of a receipt in the browser (WebCrypto), over the same
 * canonical text the server signed: any change of an amount, a number or the time fails. A browser
 * without Ed25519, or a city that publishes no key, gives no verdict rather than a wrong one.
 */
export async function verifyReceipt(receipt: TFiscalReceipt, signature: string, publicKey: string): Promise<TVerdict> {
  if (!publicKey || !globalThis.crypto?.subtle) return 'unavailable';
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('raw', bytesOf(publicKey), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return 'unavailable';
  }
  try {
    const valid = await crypto.subtle.verify({ name: 'Ed25519' }, key, bytesOf(signature), new TextEncoder().encode(canonicalReceipt(receipt)));
    return valid ? 'genuine' : 'forged';
  } catch {
    // A signature that is not even base64 or of the wrong length is no signature of this key.
    return 'forged';
  }
}
