import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@city-parking/contract/site/languages';
import { localizePath, stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';
import { labelInName } from './label-in-name.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

/** Switches language by moving to the same page under the other prefix. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  return (
    <SimpleMenu
      label={language.toUpperCase()}
      ariaLabel={labelInName(language.toUpperCase(), t('header.language'))}
      buttonProps={{ variant: 'subtle', color: 'white', size: 'xs', px: 'xs', fz: 'sm' }}
      items={LANGUAGES.map((code) => ({
        key: code,
        label: LANGUAGE_NAMES[code],
        lang: code,
        current: code === language,
        onSelect: () => void navigate(`${localizePath(stripLanguage(pathname), code)}${search}${hash}`),
      }))}
    />
  );
}
