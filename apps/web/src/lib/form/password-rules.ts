import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@city-parking/contract/profile/contact-rules';

/**
 * The rules of a new password and its repeat: required, `min` (registration and restore: the
 * strong rule's 6; the profile's change: 4) to 20 characters, and the repeat equal to it. For forms
 * whose fields are named `pass` and `repeat`.
 */
export function newPasswordRules(t: TFunction, min: number = PASSWORD_MIN_LENGTH) {
  return {
    pass: (value: string) =>
      !value
        ? t('form.emptyField')
        : value.length >= min && value.length <= PASSWORD_MAX_LENGTH
          ? null
          : t('form.passwordLength', { min, max: PASSWORD_MAX_LENGTH }),
    repeat: (value: string, all: { pass: string }) => (!value ? t('form.emptyField') : value === all.pass ? null : t('form.passwordsDiffer')),
  };
}
