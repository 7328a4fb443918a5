import { z } from 'zod/mini';

/**
 * The UIN (unique charge identifier) of a fine or a payment slip. A 20-digit UIN ends in a check
 * digit; the layout of 25-character UINs is not confirmed, so they are accepted without a check
 * (RUSSIAN-RULES.md). Computed on digit arrays: a UIN does not fit a JS number.
 */
export const UIN_SHORT_LENGTH = 20;
export const UIN_LONG_LENGTH = 25;

/** Issuers named by a UIN's first digits. */
export const UIN_ISSUERS = { '188': 'trafficPolice', '0355': 'cityParking' } as const;
export type TUinIssuer = (typeof UIN_ISSUERS)[keyof typeof UIN_ISSUERS] | 'other';

function weightedRemainder(digits: readonly number[], firstWeight: number): number {
  let sum = 0;
  digits.forEach((digit, index) => {
    sum += digit * (((firstWeight - 1 + index) % 10) + 1);
  });
  return sum % 11;
}

/** The check digit of the digits before it: weights 1…10 repeating; on 10 again from 3; on 10 still, 0. */
export function uinCheckDigit(body: string): number {
  const digits = [...body].map(Number);
  const first = weightedRemainder(digits, 1);
  if (first < 10) return first;
  const second = weightedRemainder(digits, 3);
  return second < 10 ? second : 0;
}

/** True for 20 digits whose last is the check digit, or for 25 digits or Latin letters (unchecked). */
export function isValidUin(value: string): boolean {
  if (value.length === UIN_LONG_LENGTH) return /^[0-9A-Za-z]{25}$/.test(value);
  if (!/^\d{20}$/.test(value)) return false;
  return uinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** Completes 19 digits into a UIN by appending its check digit. */
export function withUinCheckDigit(body: string): string {
  return `${body}${uinCheckDigit(body)}`;
}

/** Who issued the charge, by the UIN's prefix. */
export function uinIssuer(uin: string): TUinIssuer {
  for (const [prefix, issuer] of Object.entries(UIN_ISSUERS)) if (uin.startsWith(prefix)) return issuer;
  return 'other';
}

/** A UIN with a valid check digit (20 digits) or of the unchecked 25-character layout. */
export const ZUin = z.string().check(z.refine(isValidUin, 'uin'));
