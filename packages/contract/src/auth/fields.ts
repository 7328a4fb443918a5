import { z } from 'zod/mini';

/**
 * Account fields as the registration, login and restore calls receive them. The e-mail, phone and
 * password rules live in profile/contact-rules.ts, shared with the web app's forms; they are
 * re-exported here under the names the calls use.
 */
export {
  isEmail,
  normaliseLogin,
  normalisePhone,
  normaliseFullPhone,
  ZEmailField as ZEmail,
  ZPhoneField as ZPhone,
  ZNewPasswordField as ZNewPassword,
} from '../profile/contact-rules.ts';

const trimmed = () =>
  z.pipe(
    z.string(),
    z.transform((v) => v.trim()),
  );

/** The longest first, last or middle name the registration and profile calls take. */
export const NAME_MAX_LENGTH = 100;

export const ZName = (required: boolean) =>
  required
    ? z.pipe(trimmed(), z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH)))
    : z._default(z.pipe(trimmed(), z.string().check(z.maxLength(NAME_MAX_LENGTH))), '');
export const ZCode = z.pipe(trimmed(), z.string().check(z.minLength(1), z.maxLength(12)));
export const ZOpaqueToken = z.string().check(z.minLength(1), z.maxLength(200));
