import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/lib/auth/logout.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';

/** The signed-in driver's dropdown. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  return (
    <SimpleMenu
      label={t('header.profile')}
      buttonProps={{ variant: 'white', size: 'xs' }}
      items={[
        {
          key: 'logout',
          label: t('actions.logout'),
          onSelect: () => {
            logout();
            void navigate(href('/'));
          },
        },
      ]}
    />
  );
}
