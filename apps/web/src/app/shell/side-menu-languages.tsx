import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@city-parking/contract/site/languages';
import { localizePath, stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

/** The side menu's language choice: the header's language menu gives way to it on a narrow screen. */
export function SideMenuLanguages() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <div role="group" aria-label={t('header.language')}>
      {LANGUAGES.map((code) => (
        <NavLink
          key={code}
          component={Link}
          to={`${localizePath(stripLanguage(pathname), code)}${search}${hash}`}
          label={LANGUAGE_NAMES[code]}
          lang={code}
          active={code === language}
          aria-current={code === language ? 'true' : undefined}
        />
      ))}
    </div>
  );
}
