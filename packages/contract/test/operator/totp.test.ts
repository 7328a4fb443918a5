import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUri, totpCode, totpStep } from '../../src/operator/totp.ts';

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" and its eight-digit codes.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('gives RFC 6238’s codes for its SHA-1 vectors', async () => {
    for (const [seconds, code] of VECTORS) expect(await totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('gives six digits by default, the last six of the eight', async () => {
    expect(await totpCode(RFC_SECRET, totpStep(new Date(59_000)))).toBe('287082');
  });

  it('reads base32 back as written, in groups and lower case too', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    const text = base32Encode(bytes);
    expect(base32Decode(text)).toEqual(bytes);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(bytes);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('names issuer, account and secret in the otpauth link', () => {
    expect(otpauthUri('City Parking Perm', 'a@perm.test', 'ABC')).toBe(
      'otpauth://totp/City%20Parking%20Perm%3Aa%40perm.test?secret=ABC&issuer=City%20Parking%20Perm&algorithm=SHA1&digits=6&period=30',
    );
  });
});
