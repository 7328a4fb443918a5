import { lazy, Suspense, useRef, useState } from 'react';
import { Anchor, Box, Burger, Button, Container } from '@mantine/core';
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
import { useFitToRow } from './fit-to-row.ts';
import { HEADER_STEP_COUNT, HEADER_STEPS } from './header-steps.ts';
import { PageHeadingFocus } from './page-heading-focus.tsx';
import { SkipLink } from './skip-link.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import './header.css';

// The parking dropdown (sessions, times, Extend and Cancel) is for signed-in drivers only: its code
// stays out of every page's first load.
const ParkingMenu = lazy(async () => ({ default: (await import('./parking-menu.tsx')).ParkingMenu }));

interface HeaderProps {
  options: TSiteInfo;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/**
 * One row at every width: where it would not fit, the links, the secondary actions, the service's
 * name, the language menu and at last the balance give way in turn (header-steps.ts) to the side
 * menu, which holds them all. The city and the driver's name stay in sight. The buttons' text is
 * set to the links' size.
 */
export function Header({ options, menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const loggedIn = useToken('standart') !== '';
  const headerItems = [...options.menuItems.header].sort((a, b) => a.itemOrder - b.itemOrder);
  const rowRef = useRef<HTMLDivElement>(null);
  useFitToRow(rowRef, HEADER_STEP_COUNT);
  const [parkingsShown, setParkingsShown] = useState(false);

  return (
    <Box component="header" bg="blue.8" c="white" py="xs" style={{ position: 'sticky', top: 0, zIndex: 100 }}>
      <SkipLink />
      <PageHeadingFocus />
      <Container size="lg">
        <div ref={rowRef} className="header-row">
          <div className="header-group">
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              color="white"
              size="sm"
              aria-label={t('header.toggleMenu')}
              aria-expanded={menuOpened}
              data-fit-show={HEADER_STEPS.sideMenu}
            />
            <Anchor component={Link} to={href('/')} c="white" fw={700} fz="lg" underline="never" aria-label={t('appName')} data-fit-hide={HEADER_STEPS.logo}>
              <span data-fit-hide={HEADER_STEPS.logoSign}>{t('appName')}</span>
              <span className="header-sign" aria-hidden data-fit-show={HEADER_STEPS.logoSign}>
                P
              </span>
            </Anchor>
            <CityButton label={t('city.change')} name={currentCity.nameForShow[language]} />
          </div>

          <nav className="header-group header-nav" aria-label={t('header.navigation')} data-fit-hide={HEADER_STEPS.sideMenu}>
            {headerItems.map((item) => (
              <Anchor key={item.path} component={Link} to={href(item.path)} c="white" fz="sm">
                {item.titles[language]}
              </Anchor>
            ))}
          </nav>

          <div className="header-group header-actions">
            {loggedIn ? (
              <>
                {/*
                 * The balance comes into the row once the parkings menu (loaded lazily, with its
                 * texts) has its button. The row ends at the right, so the parkings button arriving
                 * moves everything before it: a balance shown earlier, even as "…", moved up to 146 px
                 * sideways between the press and the release of a driver's tap (or a test's click),
                 * and the tap opened nothing. Coming last, at the row's left end, the balance moves
                 * nothing else, and nothing moves it.
                 */}
                {!options.settings.dontUseBalance && parkingsShown && (
                  <div data-fit-hide={HEADER_STEPS.balance}>
                    <BalanceMenu />
                  </div>
                )}
                <Suspense fallback={null}>
                  <ParkingMenu onShown={setParkingsShown} />
                </Suspense>
                <ProfileMenu />
              </>
            ) : (
              <>
                {options.settings.useSessionWithoutRegister && (
                  <Button component={Link} to={href('/guest-payment')} variant="white" size="xs" fz="sm" data-fit-hide={HEADER_STEPS.shortNames}>
                    {t('header.payWithoutRegistration')}
                  </Button>
                )}
                <Button variant="white" size="xs" fz="sm" onClick={() => openModal('login')}>
                  {t('header.login')}
                </Button>
                <Button component={Link} to={href('/registration')} variant="outline" color="white" size="xs" fz="sm" data-fit-hide={HEADER_STEPS.secondary}>
                  {t('header.registration')}
                </Button>
              </>
            )}
            <div data-fit-hide={HEADER_STEPS.language}>
              <LanguageMenu />
            </div>
          </div>
        </div>
      </Container>
    </Box>
  );
}
