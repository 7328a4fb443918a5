import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBalanceText } from '@/domains/profile/use-balance-text.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';

/**
 * The balance with its top-up in the side menu: on a narrow phone the header's balance menu gives
 * way to it (header-steps.ts). The menu closes first, so that the payment dialog takes the focus.
 */
export function SideMenuBalance({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const balanceText = useBalanceText();
  const profile = useProfile().data;
  if (!profile) return null;
  return (
    <NavLink
      component="button"
      label={t('header.refill')}
      description={`${t('header.balance')}: ${balanceText(profile.balance)}`}
      onClick={() => {
        onClose();
        openPaymentModal({ type: 'refill' });
      }}
    />
  );
}
