import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type TLanguage } from '@city-parking/contract/site/languages';
import { localizePath } from './language-from-path.ts';

/** The interface language and a helper that turns an app path into a link in that language. */
export function useLanguage(): { language: TLanguage; href: (path: string) => string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const href = useCallback((path: string) => localizePath(path, language), [language]);
  return { language, href };
}
