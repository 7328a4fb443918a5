import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { coopTexts } from '../texts.ts';

/**
 * The cabinet's own header: its name, the language switch and sign-out (no driver's menus). The
 * company's name is the page's heading, so the header keeps its size while the profile loads.
 */
export function CoopHeader({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation(coopTexts);
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const other = language === 'ru' ? 'en' : 'ru';
  return (
    <header className="coop-header">
      <Container size="lg" py={8}>
        <Group justify="space-between" gap="xs" wrap="wrap" mih={40}>
          <Text fw={700}>{t('coop.title')}</Text>
          <Group gap="sm" wrap="wrap">
            <Anchor component={Link} to={`${localizePath(stripLanguage(pathname), other)}${search}`} lang={other} hrefLang={other} fz="sm">
              {t('coop.otherLanguage')}
            </Anchor>
            <Button size="compact-sm" variant="light" onClick={onLogout}>
              {t('coop.logout')}
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
