import type { TLanguage } from '@city-parking/contract/site/languages';
import { i18n } from './i18n.ts';

/**
 * A feature's or domain's own i18next namespace. Its texts are added when the code that names the
 * namespace loads, so the site's first load carries only the shell's texts and no component depends
 * on some other file having run first. Use the returned name: `useTranslation(parkingTexts)`, or
 * `t(key, { ns: parkingTexts })` in a function that is handed someone else's `t`.
 */
export function defineTexts<const N extends string>(namespace: N, texts: Record<TLanguage, Record<string, string>>): N {
  for (const [language, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle, true, false);
  return namespace;
}
