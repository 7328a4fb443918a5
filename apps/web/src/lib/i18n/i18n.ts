import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@city-parking/contract/site/languages';
import { resourcesRu } from './resources-ru.ts';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ru: resourcesRu },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'content', 'errors'],
  defaultNS: 'common',
  // A feature's namespace holds its own texts; the shell's (actions, labels) are found in common.
  fallbackNS: 'common',
  // Error names contain spaces ('Request error'); keys are never nested with dots or colons here.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // useTranslation([a, b]) looks a key up in a, then b (then common), not only in a.
  react: { useSuspense: false, nsMode: 'fallback' },
});

const loading = new Map<TLanguage, Promise<void>>();
// Features add their own texts to a language's bundle whenever their code loads, so "the bundle
// exists" does not mean "the language is loaded"; this set does.
const loaded = new Set<TLanguage>();

export const isLanguageLoaded = (language: TLanguage) => loaded.has(language);

/** What a language still needs after the first load: all of English, and Russian's error texts. */
const restOf = (language: TLanguage) =>
  language === 'en' ? import('./resources-en.ts').then((m) => m.resourcesEn) : import('./errors-ru.ts').then((m) => m.resourcesRuErrors);

/** Makes the texts of `language` available; resolves once they are. The app renders after this. */
export function loadLanguage(language: TLanguage): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = restOf(language).then((resources) => {
      for (const [ns, texts] of Object.entries(resources)) i18n.addResourceBundle(language, ns, texts, true, true);
      loaded.add(language);
    });
    loading.set(language, promise);
  }
  return promise;
}

/** Loads the texts of `language` and switches to it. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
