import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ERROR_TEXTS } from '@city-parking/contract/errors/error-texts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@city-parking/contract/site/languages';
import commonEn from '../../i18n/en/common.json';
import commonRu from '../../i18n/ru/common.json';
import contentEn from '../../i18n/en/content.json';
import contentRu from '../../i18n/ru/content.json';
import { languageFromPath } from './language-from-path.ts';

export const resources = {
  ru: { common: commonRu, content: contentRu, errors: ERROR_TEXTS.ru },
  en: { common: commonEn, content: contentEn, errors: ERROR_TEXTS.en },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: languageFromPath(window.location.pathname),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'content', 'errors'],
  defaultNS: 'common',
  // Error names contain spaces ('Request error'); keys are never nested with dots or colons here.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
