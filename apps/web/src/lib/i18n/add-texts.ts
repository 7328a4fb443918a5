import type { TLanguage } from '@city-parking/contract/site/languages';
import { i18n } from './i18n.ts';

/**
 * A feature's own texts, added to the common namespace when the feature's code loads, so that the
 * first load of the site carries only the shell's texts.
 */
export function addTexts(texts: Record<TLanguage, Record<string, string>>): void {
  for (const [language, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, 'common', bundle, true, false);
}
