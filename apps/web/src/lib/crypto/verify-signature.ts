/** What the browser concludes of a signature: made by the key, not made by it, or not checkable here. */
export type TVerdict = 'genuine' | 'forged' | 'unavailable';

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Checks an Ed25519 signature of `text` (UTF-8) in the browser (WebCrypto) with a city's published
 * key (its 32 raw bytes, base64url): the receipt page and the /check page sign different texts and
 * check them here alike. A browser without Ed25519, or a city that publishes no key, gives no
 * verdict rather than a wrong one; a signature that is not one of this key says the text was changed.
 */
export async function verifySignature(text: string, signature: string, publicKey: string): Promise<TVerdict> {
  if (!publicKey || !globalThis.crypto?.subtle) return 'unavailable';
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('raw', bytesOf(publicKey), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return 'unavailable';
  }
  try {
    return (await crypto.subtle.verify({ name: 'Ed25519' }, key, bytesOf(signature), new TextEncoder().encode(text))) ? 'genuine' : 'forged';
  } catch {
    // A signature that is not even base64 or of the wrong length is no signature of this key.
    return 'forged';
  }
}
