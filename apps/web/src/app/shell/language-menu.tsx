import { Button, Menu } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@city-parking/contract/site/languages';
import { localizePath, stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

const LABELS: Record<TLanguage, string> = { ru: 'Русский', en: 'English' };

/** Switches language by moving to the same page under the other prefix. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const choose = (next: TLanguage) => {
    void navigate(`${localizePath(stripLanguage(pathname), next)}${search}${hash}`);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="white" size="xs" aria-label={t('header.language')}>
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code) => (
          <Menu.Item key={code} onClick={() => choose(code)} aria-current={code === language ? 'true' : undefined} lang={code}>
            {LABELS[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
