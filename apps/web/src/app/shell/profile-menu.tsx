import { Button, Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/lib/auth/logout.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** The signed-in driver's dropdown. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="white" size="xs">
          {t('header.profile')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            logout();
            void navigate(href('/'));
          }}
        >
          {t('actions.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
