import { describe, expect, it } from 'vitest';
import { isValidUin, uinCheckDigit, uinIssuer, withUinCheckDigit } from '../../src/fines/uin.ts';

// Sums worked by hand; index i (from 0) weighs (i mod 10) + 1 in the first pass, ((i + 2) mod 10) + 1 in the second.
const CHECK_DIGITS: { body: string; digit: number; why: string }[] = [
  // 1·1 + 8·2 + 8·3 = 41; 41 mod 11 = 8.
  { body: '1880000000000000000', digit: 8, why: 'first pass' },
  // 3·2 + 5·3 + 5·4 + 1·8 + 3·9 = 76 ≡ 10; again from 3: 3·4 + 5·5 + 5·6 + 1·10 + 3·1 = 80 ≡ 3.
  { body: '0355000000000000013', digit: 3, why: 'second pass (weights from 3)' },
  // 3·2 + 5·3 + 5·4 + 7·8 + 5·9 = 142 ≡ 10; again from 3: 3·4 + 5·5 + 5·6 + 7·10 + 5·1 = 142 ≡ 10 → 0.
  { body: '0355000000000000075', digit: 0, why: 'still 10 after the second pass' },
];

describe('UIN check digit', () => {
  it.each(CHECK_DIGITS)('$body → $digit ($why)', ({ body, digit }) => {
    expect(uinCheckDigit(body)).toBe(digit);
    expect(isValidUin(withUinCheckDigit(body))).toBe(true);
  });

  it.each([
    ['18800000000000000008', true],
    ['03550000000000000133', true],
    ['03550000000000000750', true],
    ['18800000000000000007', false],
    ['03550000000000000134', false],
    ['03550000000000000751', false],
    ['1880000000000000008', false],
    ['188000000000000000080', false],
    ['1880000000000000000A', false],
    ['', false],
    ['0355000000000000000000001', true],
    ['0355000000000000000000-01', false],
  ])('%s valid: %s', (uin, valid) => {
    expect(isValidUin(uin)).toBe(valid);
  });

  it('names the issuer by the prefix', () => {
    expect(uinIssuer('18800000000000000008')).toBe('trafficPolice');
    expect(uinIssuer('03550000000000000133')).toBe('cityParking');
    expect(uinIssuer('32100000000000000000')).toBe('other');
  });
});
