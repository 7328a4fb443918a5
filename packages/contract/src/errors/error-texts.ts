import type { TLanguage } from '../site/languages.ts';
import type { ErrorName } from './error-names.ts';
import { ERROR_TEXTS_EN } from './error-texts-en.ts';
import { ERROR_TEXTS_RU } from './error-texts-ru.ts';

/**
 * The user-facing text of every errorName in both languages. The texts live in one file per
 * language so that the web app loads only the language it shows.
 */
export const ERROR_TEXTS: Record<TLanguage, Record<ErrorName, string>> = { ru: ERROR_TEXTS_RU, en: ERROR_TEXTS_EN };

/** The text for an errorName, falling back to the unknown-error text for names outside the catalogue. */
export function errorText(name: string, language: TLanguage): string {
  const texts = ERROR_TEXTS[language];
  return Object.hasOwn(texts, name) ? texts[name as ErrorName] : texts.UnknownError;
}
