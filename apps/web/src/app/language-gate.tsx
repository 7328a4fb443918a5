import { use, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@city-parking/contract/site/languages';
import { isLanguageLoaded, loadLanguage } from '@/lib/i18n/i18n.ts';
import { stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';

/** Looks like a language code (two letters) rather than a page name. */
const LANGUAGE_LIKE = /^[a-z]{2}$/i;

/**
 * Applies the language of the URL. /ru/... is the default language and redirects to the same path
 * without the prefix; an unsupported two-letter prefix sends to /; any other first segment that is
 * not a page is the not-found page.
 */
export function LanguageGate() {
  const { lng } = useParams();
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation();
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  // The rest of a language's texts is a chunk of its own: wait for it (the router's Suspense shows nothing meanwhile).
  if (!isLanguageLoaded(language)) use(loadLanguage(language));

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    // Installed from an English page, the app is named in English and starts in English.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${language}.webmanifest`);
  }, [i18n, language]);

  if (lng === DEFAULT_LANGUAGE) return <Navigate to={`${stripLanguage(pathname)}${search}${hash}`} replace />;
  if (lng !== undefined && !isLanguage(lng)) {
    // /de/news: an unsupported language. /foo: a page that does not exist.
    return LANGUAGE_LIKE.test(lng) ? <Navigate to="/" replace /> : <AppLayout page={<NotFoundPage />} />;
  }
  return <Outlet />;
}
