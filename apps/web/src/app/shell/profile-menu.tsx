import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { logout } from '@/lib/auth/logout.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';
import { HEADER_STEPS } from './header-steps.ts';
import { labelInName } from './label-in-name.ts';
import { shortName } from './short-name.ts';

/** The signed-in driver's dropdown, named after the driver. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  // Loading the profile also checks the stored token: a refused one opens the token-expired modal.
  const profile = useProfile().data;
  const settings = useSiteOptions().data?.settings;
  const dontUseBalance = settings?.dontUseBalance ?? false;
  const useConstructor = settings?.useSubscriptionConstructor ?? false;
  const useReceipts = settings?.useReceipts ?? false;
  const viewPenalty = settings?.viewPenalty ?? false;
  const useFeedback = settings?.useFeedback ?? false;
  const fullName = profile
    ? [profile.firstName, profile.lastName]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ')
    : '';
  // A driver known by e-mail only: an address does not shorten, the word Profile stands in on a narrow screen.
  const name = fullName || profile?.email || '';
  const short = (profile && shortName(profile.firstName, profile.lastName)) || t('header.profile');
  return (
    <SimpleMenu
      label={
        name ? (
          <>
            <span data-fit-hide={HEADER_STEPS.shortNames}>{name}</span>
            <span data-fit-show={HEADER_STEPS.shortNames}>{short}</span>
          </>
        ) : (
          t('header.profile')
        )
      }
      ariaLabel={name ? labelInName(name, t('header.profile')) : t('header.profile')}
      buttonProps={{ variant: 'white', size: 'xs', px: 'xs', fz: 'sm' }}
      items={[
        // The spec's order: parking first (where bare /profile leads), the driver's own data after the purchases.
        {
          key: 'parking',
          label: t(dontUseBalance ? 'header.parkingSessions' : 'header.parking'),
          onSelect: () => void navigate(href(paths.parking.getHref())),
        },
        { key: 'operations', label: t('header.operations'), onSelect: () => void navigate(href(paths.operations.getHref())) },
        { key: 'abonements', label: t('header.abonements'), onSelect: () => void navigate(href(paths.abonements.getHref())) },
        ...(useConstructor ? [{ key: 'constructor', label: t('header.constructor'), onSelect: () => void navigate(href(paths.constructor.getHref())) }] : []),
        { key: 'my-profile', label: t('header.myProfile'), onSelect: () => void navigate(href(paths.myProfile.getHref())) },
        ...(useReceipts ? [{ key: 'receipts', label: t('header.receipts'), onSelect: () => void navigate(href(paths.receipts.getHref())) }] : []),
        ...(viewPenalty ? [{ key: 'penalty', label: t('header.penalty'), onSelect: () => void navigate(href(paths.penalty.getHref())) }] : []),
        ...(useFeedback ? [{ key: 'feedback', label: t('header.feedback'), onSelect: () => void navigate(href(paths.feedback.getHref())) }] : []),
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
