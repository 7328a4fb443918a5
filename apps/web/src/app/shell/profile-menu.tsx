import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { logout } from '@/lib/auth/logout.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';

/** The signed-in driver's dropdown. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  // Loading the profile also checks the stored token: a refused one opens the token-expired modal.
  const profile = useProfile().data;
  const dontUseBalance = useSiteOptions().data?.settings.dontUseBalance ?? false;
  const name = profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email : '';
  return (
    <SimpleMenu
      label={name || t('header.profile')}
      ariaLabel={t('header.profile')}
      // A long name is cut on a phone so that the header keeps to the screen's width.
      buttonProps={{ variant: 'white', size: 'xs', maw: { base: 88, sm: 260 } }}
      items={[
        { key: 'my-profile', label: t('header.myProfile'), onSelect: () => void navigate(href('/profile/my-profile')) },
        { key: 'parking', label: t(dontUseBalance ? 'header.parkingSessions' : 'header.parking'), onSelect: () => void navigate(href('/profile/parking')) },
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
