import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@city-parking/contract/site/languages';

/** English lives under /en; Russian, the default, has no prefix. */
export function languageFromPath(pathname: string): TLanguage {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path of `path` (which starts with /) in a language. */
export function localizePath(path: string, language: TLanguage): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

/** Removes a language prefix: /en/news → /news, /ru → /. */
export function stripLanguage(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLanguage(first)) return pathname || '/';
  return `/${rest.join('/')}`;
}
