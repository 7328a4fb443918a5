import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';
import { LATIN_LOOK_ALIKES } from './plate.ts';

/** Input mask of the vehicle dialog: 9 = digit, a = letter or digit. */
export const STS_INPUT_MASK = '99 aa 999999';

/**
 * Vehicle registration certificate (STS): 2-digit region, 2-character series, 6-digit number.
 * The series is Cyrillic letters on older certificates and digits on newer ones, hence both.
 */
export const STS_PATTERN = /^\d{2}[\dА-ЯЁ]{2}\d{6}$/;

/**
 * Spaces removed, upper case, Latin look-alikes turned Cyrillic: the series is printed in
 * Cyrillic, and an English keyboard produces the Latin twins.
 */
export function normaliseStsNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (letter) => LATIN_LOOK_ALIKES[letter] ?? letter);
}

export function isStsNumber(value: string): boolean {
  return STS_PATTERN.test(normaliseStsNumber(value));
}

/** `59АВ123456` → `59 АВ 123456`, the way the certificate prints it; other text is returned as given. */
export function formatStsNumber(value: string): string {
  const normalised = normaliseStsNumber(value);
  if (!STS_PATTERN.test(normalised)) return value;
  return `${normalised.slice(0, 2)} ${normalised.slice(2, 4)} ${normalised.slice(4)}`;
}

export interface TStsRef {
  id?: string | number;
  /** The vehicle's `STSNumber`; vehicles without a certificate carry none. */
  sts?: string | null;
}

/** The other vehicle with this certificate number (case-insensitive); `editedId` never matches itself. */
export function findDuplicateSts<T extends TStsRef>(sts: string, vehicles: readonly T[], editedId?: string | number | null): T | undefined {
  const key = normaliseStsNumber(sts);
  if (key === '') return undefined;
  return vehicles.find((vehicle) => !(editedId != null && vehicle.id === editedId) && normaliseStsNumber(vehicle.sts ?? '') === key);
}

export type TStsIssue = 'format' | 'duplicate';

export const STS_ISSUE_ERROR: Readonly<Record<TStsIssue, ErrorName>> = {
  format: 'InvalidFormat',
  // No catalogue name for a repeated certificate number yet.
  duplicate: 'ValidationError',
};

/** The STS is optional on a vehicle: empty passes, anything else must fit the pattern and be unique. */
export function checkVehicleSts(value: string | null | undefined, vehicles: readonly TStsRef[] = [], editedId?: string | number | null): TStsIssue | null {
  const sts = normaliseStsNumber(value ?? '');
  if (sts === '') return null;
  if (!STS_PATTERN.test(sts)) return 'format';
  return findDuplicateSts(sts, vehicles, editedId) ? 'duplicate' : null;
}

/** Optional STS: blank becomes undefined, anything else the normalised 10-character form or an InvalidFormat issue. */
export const ZVehicleSts = z.optional(
  z.pipe(
    z.pipe(z.string(), z.transform(normaliseStsNumber)),
    z.pipe(
      z.string().check(z.refine((sts) => sts === '' || STS_PATTERN.test(sts), STS_ISSUE_ERROR.format)),
      z.transform((sts) => (sts === '' ? undefined : sts)),
    ),
  ),
);
