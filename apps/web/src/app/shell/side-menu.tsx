import { useEffect, useRef } from 'react';
import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/lib/auth/logout.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import type { TSiteInfo } from '@/domains/site/api/get-site-options.ts';
import { Contacts } from './contacts.tsx';
import { SideMenuBalance } from './side-menu-balance.tsx';
import { SideMenuLanguages } from './side-menu-languages.tsx';
import { StoreLinks } from '@/lib/ui/store-links.tsx';

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  options: TSiteInfo;
}

/** The small-screen menu; it closes on an outside click, on resize and on navigation. */
export function SideMenu({ opened, onClose, options }: SideMenuProps) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useToken('standart') !== '';
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);
  useWindowEvent('resize', () => {
    if (opened) onClose();
  });

  const items = [...options.menuItems.mobile].filter((item) => !(loggedIn && item.path === '/registration')).sort((a, b) => a.itemOrder - b.itemOrder);
  // What the header lets go of on a narrow screen (header-steps.ts) is found here, unless the city's own menu has it.
  const guestPayment = !loggedIn && options.settings.useSessionWithoutRegister;
  const registration = !loggedIn && !items.some((item) => item.path === '/registration');

  return (
    <Drawer opened={opened} onClose={onClose} title={t('sideMenu.title')} size={300} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <nav aria-label={t('sideMenu.title')}>
          <NavLink component={Link} to={href('/')} label={t('sideMenu.map')} active={pathname === href('/')} />
          {guestPayment && (
            <NavLink component={Link} to={href('/guest-payment')} label={t('header.payWithoutRegistration')} active={pathname === href('/guest-payment')} />
          )}
          {items.map((item) => (
            <NavLink key={item.path} component={Link} to={href(item.path)} label={item.titles[language]} active={pathname === href(item.path)} />
          ))}
          {registration && <NavLink component={Link} to={href('/registration')} label={t('header.registration')} active={pathname === href('/registration')} />}
          {loggedIn && !options.settings.dontUseBalance && <SideMenuBalance onClose={onClose} />}
          {loggedIn && (
            <NavLink
              component="button"
              label={t('actions.logout')}
              onClick={() => {
                logout();
                onClose();
                void navigate(href('/'));
              }}
            />
          )}
        </nav>
        <Divider />
        <SideMenuLanguages />
        <Divider />
        <StoreLinks appLinks={options.appLinks} />
        <Contacts phone={options.contacts.phone} email={options.contacts.email} />
      </Stack>
    </Drawer>
  );
}
