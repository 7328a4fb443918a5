/** Interface languages; Russian is the default and is served without a path prefix. */
export const LANGUAGES = ['ru', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'ru';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A bilingual text as stored by the server. */
export type TLocalized = Record<TLanguage, string>;
