import { lazy, Suspense } from 'react';
import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import type { TSiteInfo } from '@/domains/site/api/get-site-options.ts';
import { LanguageMenu } from './language-menu.tsx';
import { BalanceMenu } from './balance-menu.tsx';
import { CityButton } from './city-button.tsx';
import { PageHeadingFocus } from './page-heading-focus.tsx';
import { SkipLink } from './skip-link.tsx';
import { ProfileMenu } from './profile-menu.tsx';

// The parking dropdown (sessions, times, Extend and Cancel) is for signed-in drivers only: its code
// stays out of every page's first load.
const ParkingMenu = lazy(async () => ({ default: (await import('./parking-menu.tsx')).ParkingMenu }));

interface HeaderProps {
  options: TSiteInfo;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

export function Header({ options, menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const loggedIn = useToken('standart') !== '';
  const headerItems = [...options.menuItems.header].sort((a, b) => a.itemOrder - b.itemOrder);

  return (
    <Box component="header" bg="blue.8" c="white" py="xs" style={{ position: 'sticky', top: 0, zIndex: 100 }}>
      <SkipLink />
      <PageHeadingFocus />
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              hiddenFrom="md"
              color="white"
              size="sm"
              aria-label={t('header.toggleMenu')}
              aria-expanded={menuOpened}
            />
            <Anchor component={Link} to={href('/')} c="white" fw={700} fz="lg" underline="never" aria-label={t('appName')}>
              <Box component="span" visibleFrom="xs">
                {t('appName')}
              </Box>
              {/* On a phone the name would push the driver's menus off the screen; the parking sign stands in. */}
              <Box component="span" hiddenFrom="xs" aria-hidden bg="white" c="blue.8" px={8} style={{ borderRadius: 6, display: 'inline-block' }}>
                P
              </Box>
            </Anchor>
            <CityButton label={t('city.change')} name={currentCity.nameForShow[language]} fz="sm" visibleFrom="xs" />
          </Group>

          <Group gap="lg" visibleFrom="md" component="nav" aria-label={t('header.navigation')}>
            {headerItems.map((item) => (
              <Anchor key={item.path} component={Link} to={href(item.path)} c="white" fz="sm">
                {item.titles[language]}
              </Anchor>
            ))}
          </Group>

          {/* Buttons carry their own padding; a small gap keeps the signed-in header within a phone's width. */}
          <Group gap={4} wrap="nowrap">
            {loggedIn ? (
              <>
                {!options.settings.dontUseBalance && <BalanceMenu />}
                <Suspense fallback={null}>
                  <ParkingMenu />
                </Suspense>
                <ProfileMenu />
              </>
            ) : (
              <>
                {options.settings.useSessionWithoutRegister && (
                  <Button component={Link} to={href('/guest-payment')} variant="white" size="xs" visibleFrom="sm">
                    {t('header.payWithoutRegistration')}
                  </Button>
                )}
                <Button variant="white" size="xs" onClick={() => openModal('login')}>
                  {t('header.login')}
                </Button>
                <Button component={Link} to={href('/registration')} variant="outline" color="white" size="xs" visibleFrom="sm">
                  {t('header.registration')}
                </Button>
              </>
            )}
            <LanguageMenu />
          </Group>
        </Group>
        <CityButton label={t('city.change')} name={currentCity.nameForShow[language]} fz="xs" hiddenFrom="xs" />
      </Container>
    </Box>
  );
}
