import { z } from 'zod/mini';

/**
 * Account fields as the registration, login and restore calls receive them. Values are trimmed;
 * phones arrive in any common writing and are kept as 11 digits starting with 7.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@([\w-]+\.)+[a-z]{2,}$/i;

/** 10 or 11 digits starting with 7, 8 or +7 (10 digits mean the leading 7 was left out). */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) return `7${digits.slice(1)}`;
  return null;
}

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254;

/** The login field: an e-mail (lower-cased) or a phone (11 digits); null when it is neither. */
export function normaliseLogin(value: string): { kind: 'email' | 'phone'; value: string } | null {
  const trimmed = value.trim();
  if (isEmail(trimmed)) return { kind: 'email', value: trimmed.toLowerCase() };
  const phone = normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

const trimmed = () => z.pipe(z.string(), z.transform((v) => v.trim()));

export const ZEmail = z.pipe(
  trimmed(),
  z.string().check(z.minLength(1), z.maxLength(254), z.regex(EMAIL_PATTERN), z.overwrite((v) => v.toLowerCase())),
);
export const ZPhone = z.pipe(
  trimmed(),
  z.pipe(
    z.string().check(z.minLength(1), z.refine((v) => normalisePhone(v) !== null)),
    z.transform((v) => normalisePhone(v) ?? v),
  ),
);
/** New passwords: the strong rule of the spec, 6 to 20 characters. */
export const ZNewPassword = z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX));
export const ZName = (required: boolean) => (required ? z.pipe(trimmed(), z.string().check(z.minLength(1), z.maxLength(100))) : z._default(z.pipe(trimmed(), z.string().check(z.maxLength(100))), ''));
export const ZCode = z.pipe(trimmed(), z.string().check(z.minLength(1), z.maxLength(12)));
export const ZOpaqueToken = z.string().check(z.minLength(1), z.maxLength(200));
