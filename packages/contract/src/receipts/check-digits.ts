/**
 * Check digits of Russian organisation and bank identifiers (RUSSIAN-RULES.md). Every identifier is
 * a string of digits and is computed on digit arrays, so no value has to fit a JS number.
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

/** Σ digit × weight mod 11 mod 10: the check digit of INNs. */
function weighted(digits: readonly number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10;
}

/** The remainder of a long decimal number by a small divisor, digit by digit. */
function remainderOf(digits: readonly number[], divisor: number): number {
  return digits.reduce((rest, digit) => (rest * 10 + digit) % divisor, 0);
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** A company's INN: 10 digits, the last = (Σ d1..d9 × [2,4,10,3,5,9,4,6,8]) mod 11 mod 10. */
export function isValidInn10(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  return weighted(digits, INN10_WEIGHTS) === digits[9];
}

/** A person's or sole trader's INN: 12 digits, the last two checked by two weight rows. */
export function isValidInn12(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = digitsOf(value);
  return weighted(digits, INN12_WEIGHTS_11) === digits[10] && weighted(digits, INN12_WEIGHTS_12) === digits[11];
}

/** An INN of either length. */
export const isValidInn = (value: string): boolean => isValidInn10(value) || isValidInn12(value);

/** OGRN: 13 digits starting with 1 or 5, the last = (first 12 as a number) mod 11 mod 10. */
export function isValidOgrn(value: string): boolean {
  if (!/^[15]\d{12}$/.test(value)) return false;
  const digits = digitsOf(value);
  return remainderOf(digits.slice(0, 12), 11) % 10 === digits[12];
}

/** OGRNIP (a sole trader's): 15 digits starting with 3, the last = (first 14 as a number) mod 13 mod 10. */
export function isValidOgrnip(value: string): boolean {
  if (!/^3\d{14}$/.test(value)) return false;
  const digits = digitsOf(value);
  return remainderOf(digits.slice(0, 14), 13) % 10 === digits[14];
}

/** KPP has no check digit: 4 digits (tax office), 2 digits or Latin capitals (reason), 3 digits. */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
export const isValidKpp = (value: string): boolean => KPP_PATTERN.test(value);

/** A bank's BIC: 9 digits. */
export const isValidBic = (value: string): boolean => /^\d{9}$/.test(value);

const ACCOUNT_WEIGHTS = [7, 1, 3];

/** The Bank of Russia's account key: Σ (the 23 digits × 7,1,3 repeating) mod 10 = 0. */
function accountKeyHolds(prefix: string, account: string): boolean {
  const digits = digitsOf(prefix + account);
  const sum = digits.reduce((total, digit, index) => total + ((digit * (ACCOUNT_WEIGHTS[index % 3] ?? 0)) % 10), 0);
  return sum % 10 === 0;
}

/** A 20-digit account at the bank of `bic`, keyed with the BIC's last three digits. */
export function isValidSettlementAccount(account: string, bic: string): boolean {
  return /^\d{20}$/.test(account) && isValidBic(bic) && accountKeyHolds(bic.slice(-3), account);
}

/** The bank's correspondent account at the Bank of Russia, keyed with `0` and the BIC's 5th and 6th digits. */
export function isValidCorrespondentAccount(account: string, bic: string): boolean {
  return /^\d{20}$/.test(account) && isValidBic(bic) && accountKeyHolds(`0${bic.slice(4, 6)}`, account);
}
