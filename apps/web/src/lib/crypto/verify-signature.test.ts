import { describe, expect, it } from 'vitest';
import { verifySignature } from './verify-signature.ts';

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A key pair as a city has one: the public key as its raw bytes in base64url, a signer of texts. */
async function cityKey() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = base64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (text: string) => base64url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text)));
  return { publicKey, sign };
}

describe('verifySignature', () => {
  it("says a text signed with the city's key is genuine", async () => {
    const { publicKey, sign } = await cityKey();
    expect(await verifySignature('["v1","Зона 101","6000"]', await sign('["v1","Зона 101","6000"]'), publicKey)).toBe('genuine');
  });

  it('says a changed text, another key or a broken signature is not genuine', async () => {
    const { publicKey, sign } = await cityKey();
    const other = await cityKey();
    const signature = await sign('["v1","Зона 101","6000"]');
    expect(await verifySignature('["v1","Зона 101","600"]', signature, publicKey)).toBe('forged');
    expect(await verifySignature('["v1","Зона 101","6000"]', signature, other.publicKey)).toBe('forged');
    expect(await verifySignature('["v1","Зона 101","6000"]', 'not*base64', publicKey)).toBe('forged');
    expect(await verifySignature('["v1","Зона 101","6000"]', signature.slice(0, 40), publicKey)).toBe('forged');
  });

  it('gives no verdict without a key, with a key that is none, or without WebCrypto', async () => {
    const { sign } = await cityKey();
    const signature = await sign('text');
    expect(await verifySignature('text', signature, '')).toBe('unavailable');
    expect(await verifySignature('text', signature, 'AAAA')).toBe('unavailable');
    const { subtle } = globalThis.crypto;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await verifySignature('text', signature, 'x')).toBe('unavailable');
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });
});
