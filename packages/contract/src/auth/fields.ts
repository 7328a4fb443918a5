import { z } from 'zod/mini';
import { EMAIL_PATTERN, normaliseFullPhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../profile/contact-rules.ts';

/**
 * Account fields as the registration, login and restore calls receive them; the rules themselves
 * live in profile/contact-rules.ts, shared with the web app's forms.
 */
export { isEmail, normaliseLogin, normalisePhone, normaliseFullPhone } from '../profile/contact-rules.ts';

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

const trimmed = () => z.pipe(z.string(), z.transform((v) => v.trim()));

export const ZEmail = z.pipe(
  trimmed(),
  z.string().check(z.minLength(1), z.maxLength(254), z.regex(EMAIL_PATTERN), z.overwrite((v) => v.toLowerCase())),
);
export const ZPhone = z.pipe(
  trimmed(),
  z.pipe(
    z.string().check(z.minLength(1), z.refine((v) => normaliseFullPhone(v) !== null)),
    z.transform((v) => normaliseFullPhone(v) ?? v),
  ),
);
/** New passwords: the strong rule of the spec, 6 to 20 characters. */
export const ZNewPassword = z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX));
export const ZName = (required: boolean) => (required ? z.pipe(trimmed(), z.string().check(z.minLength(1), z.maxLength(100))) : z._default(z.pipe(trimmed(), z.string().check(z.maxLength(100))), ''));
export const ZCode = z.pipe(trimmed(), z.string().check(z.minLength(1), z.maxLength(12)));
export const ZOpaqueToken = z.string().check(z.minLength(1), z.maxLength(200));
