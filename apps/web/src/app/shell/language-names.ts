import type { TLanguage } from '@city-parking/contract/site/languages';

/** Each language named in itself, as a speaker of it looks for it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { ru: 'Русский', en: 'English' };
