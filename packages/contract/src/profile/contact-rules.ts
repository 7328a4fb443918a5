import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';

/**
 * E-mail as the spec words it: word characters with optional single dots or hyphens between
 * them, @, a domain of the same kind, and a final part of 2 to 4 Latin letters. Written as
 * `\w+(?:[.-]\w+)*` rather than the usual `\w+([.-]?\w+)*`: same addresses, no catastrophic backtracking.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[a-z]{2,4}$/i;
/** RFC 5321 limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/** New passwords of registration and restore: the spec's strong rule. It defines no character classes, so only length counts. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/**
 * The basic 4-to-20 rule of the profile's password change, for its new password and the current
 * one (accounts §5 "Password (new and current)"). Restore by call sets the password to the last 4
 * digits of the incoming number, so 4-character passwords exist and must still be accepted.
 */
export const CURRENT_PASSWORD_MIN_LENGTH = 4;

export type TContactIssue = 'required' | 'format' | 'length' | 'mismatch';

export const CONTACT_ISSUE_ERROR: Readonly<Record<TContactIssue, ErrorName>> = {
  required: 'RequiredField',
  format: 'InvalidFormat',
  // No catalogue names for "password length" and "passwords do not match" yet.
  length: 'ValidationError',
  mismatch: 'ValidationError',
};

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Trimmed and lower-cased (mail providers ignore case, and duplicates must be found); null when invalid. */
export function normaliseEmail(value: string): string | null {
  return isEmail(value) ? value.trim().toLowerCase() : null;
}

export function checkEmail(value: string | null | undefined): TContactIssue | null {
  const email = (value ?? '').trim();
  if (email === '') return 'required';
  return isEmail(email) ? null : 'format';
}

/** Spaces, hyphens and brackets people write phones with; anything else makes the value no phone. */
const PHONE_SEPARATORS = /[\s()-]/g;

/**
 * The login rule: 10 or 11 digits, the 11-digit form starting with 7, 8 or +7 (10 digits are the
 * number without that prefix). Returns 11 digits starting with 7, or null.
 */
export function normalisePhone(value: string): string | null {
  const match = /^(?:\+7|7|8)?(\d{10})$/.exec(value.trim().replace(PHONE_SEPARATORS, ''));
  return match?.[1] ? `7${match[1]}` : null;
}

/**
 * The profile and registration phone field: exactly 11 digits. The first digit must be 7 or 8
 * (or +7) as in the login rule, since codes go out by Russian SMS and calls; 8 becomes 7.
 */
export function normaliseFullPhone(value: string): string | null {
  const match = /^(?:\+7|7|8)(\d{10})$/.exec(value.trim().replace(PHONE_SEPARATORS, ''));
  return match?.[1] ? `7${match[1]}` : null;
}

export function checkPhone(value: string | null | undefined): TContactIssue | null {
  const phone = (value ?? '').trim();
  if (phone === '') return 'required';
  return normaliseFullPhone(phone) ? null : 'format';
}

export type TLogin = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * The sign-in and restore field: a trimmed e-mail, or (unless easy login is off) a phone of the
 * login rule. Null when it is neither.
 */
export function normaliseLogin(value: string, options: { allowPhone?: boolean } = {}): TLogin | null {
  const email = normaliseEmail(value);
  if (email) return { kind: 'email', value: email };
  if (options.allowPhone === false) return null;
  const phone = normalisePhone(value);
  return phone ? { kind: 'phone', value: phone } : null;
}

export function checkLogin(value: string | null | undefined, options: { allowPhone?: boolean } = {}): TContactIssue | null {
  const login = (value ?? '').trim();
  if (login === '') return 'required';
  return normaliseLogin(login, options) ? null : 'format';
}

/** Passwords are never trimmed (a space is a character), but one made only of spaces counts as empty. */
function checkPasswordLength(value: string | null | undefined, min: number): TContactIssue | null {
  const password = value ?? '';
  if (password.trim() === '') return 'required';
  return password.length >= min && password.length <= PASSWORD_MAX_LENGTH ? null : 'length';
}

export function checkNewPassword(value: string | null | undefined): TContactIssue | null {
  return checkPasswordLength(value, PASSWORD_MIN_LENGTH);
}

export function checkCurrentPassword(value: string | null | undefined): TContactIssue | null {
  return checkPasswordLength(value, CURRENT_PASSWORD_MIN_LENGTH);
}

export function checkPasswordRepeat(password: string, repeat: string | null | undefined): TContactIssue | null {
  if ((repeat ?? '') === '') return 'required';
  return repeat === password ? null : 'mismatch';
}

const trimmed = () =>
  z.pipe(
    z.string(CONTACT_ISSUE_ERROR.required),
    z.transform((value: string) => value.trim()),
  );
const required = () => z.minLength(1, { error: CONTACT_ISSUE_ERROR.required, abort: true });

/** E-mail field: trimmed, lower-cased. */
export const ZEmailField = z.pipe(
  trimmed(),
  z.string().check(
    required(),
    z.refine(isEmail, CONTACT_ISSUE_ERROR.format),
    z.overwrite((email) => email.toLowerCase()),
  ),
);

/** Profile and registration phone: 11 digits starting with 7. */
export const ZPhoneField = z.pipe(
  trimmed(),
  z.pipe(
    z.string().check(
      required(),
      z.refine((phone) => normaliseFullPhone(phone) !== null, CONTACT_ISSUE_ERROR.format),
    ),
    z.transform((phone) => normaliseFullPhone(phone) ?? phone),
  ),
);

/** Sign-in and restore field with easy login on: an e-mail or a phone, tagged with its kind. */
export const ZLoginField = z.pipe(
  trimmed(),
  z.pipe(
    z.string().check(
      required(),
      z.refine((login) => normaliseLogin(login) !== null, CONTACT_ISSUE_ERROR.format),
    ),
    z.transform((login): TLogin => normaliseLogin(login) ?? { kind: 'email', value: login }),
  ),
);

function passwordField(min: number) {
  return z.string(CONTACT_ISSUE_ERROR.required).check(
    z.refine((password) => password.trim() !== '', { error: CONTACT_ISSUE_ERROR.required, abort: true }),
    z.minLength(min, CONTACT_ISSUE_ERROR.length),
    z.maxLength(PASSWORD_MAX_LENGTH, CONTACT_ISSUE_ERROR.length),
  );
}

export const ZNewPasswordField = passwordField(PASSWORD_MIN_LENGTH);
export const ZCurrentPasswordField = passwordField(CURRENT_PASSWORD_MIN_LENGTH);
/** The new password of the profile's change: the basic rule, as for the current one. */
export const ZChangedPasswordField = ZCurrentPasswordField;

/** New password with its repeat; a mismatch is reported on the repeat field. */
export const ZPasswordWithRepeat = z.object({ pass: ZNewPasswordField, repeat: z.string(CONTACT_ISSUE_ERROR.required) }).check(
  z.superRefine((input, ctx) => {
    const issue = checkPasswordRepeat(input.pass, input.repeat);
    if (issue) ctx.addIssue({ code: 'custom', message: CONTACT_ISSUE_ERROR[issue], path: ['repeat'], input: input.repeat });
  }),
);
