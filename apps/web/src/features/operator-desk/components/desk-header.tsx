import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, stripLanguage } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { deskPaths } from '../desk-paths.ts';
import { opens } from '../desk-sections.ts';
import { useDeskRoles } from '../desk-session.ts';
import { operatorDeskTexts } from '../texts.ts';

interface Props {
  /** The signed-in operator's name, or null on the sign-in screen. */
  operator: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The desk's own compact header: its name, its sections, the language switch, the operator and sign-out. */
export function DeskHeader({ operator, onLogout, loggingOut }: Props) {
  const { t } = useTranslation(operatorDeskTexts);
  const { language, href } = useLanguage();
  const { pathname, search } = useLocation();
  const other = language === 'ru' ? 'en' : 'ru';
  // Only the sections the member's roles open are offered.
  const roles = useDeskRoles();
  return (
    <header className="desk-header">
      <Container size="lg" py={8}>
        <Group justify="space-between" gap="xs" wrap="wrap" mih={40}>
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to={href(deskPaths.inbox.getHref())} fw={700} c="dark" underline="never">
              {t('desk.title')}
            </Anchor>
            {operator !== null && (
              <nav aria-label={t('desk.nav')}>
                <Group gap="sm">
                  {opens(roles, 'appeals') && (
                    <Anchor component={NavLink} to={href(deskPaths.inbox.getHref())} end fz="sm">
                      {t('desk.appeals')}
                    </Anchor>
                  )}
                  {opens(roles, 'fines') && (
                    <Anchor component={NavLink} to={href(deskPaths.fines.getHref())} fz="sm">
                      {t('desk.fines')}
                    </Anchor>
                  )}
                  {opens(roles, 'bankStatements') && (
                    <Anchor component={NavLink} to={href(deskPaths.bankStatements.getHref())} fz="sm">
                      {t('desk.bankStatements')}
                    </Anchor>
                  )}
                  {opens(roles, 'drivers') && (
                    <Anchor component={NavLink} to={href(deskPaths.drivers.getHref())} fz="sm">
                      {t('desk.drivers')}
                    </Anchor>
                  )}
                  {opens(roles, 'staff') && (
                    <Anchor component={NavLink} to={href(deskPaths.staff.getHref())} fz="sm">
                      {t('desk.staff')}
                    </Anchor>
                  )}
                  {opens(roles, 'audit') && (
                    <Anchor component={NavLink} to={href(deskPaths.audit.getHref())} fz="sm">
                      {t('desk.audit')}
                    </Anchor>
                  )}
                </Group>
              </nav>
            )}
          </Group>
          <Group gap="sm" wrap="wrap">
            <Anchor component={Link} to={`${localizePath(stripLanguage(pathname), other)}${search}`} lang={other} hrefLang={other} fz="sm">
              {t('desk.otherLanguage')}
            </Anchor>
            {operator !== null && (
              <>
                <Text fz="sm" c="dimmed" className="desk-clip" maw={220}>
                  {t('desk.signedInAs', { name: operator })}
                </Text>
                <Button size="compact-sm" variant="light" onClick={onLogout} loading={loggingOut}>
                  {t('desk.logout')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
