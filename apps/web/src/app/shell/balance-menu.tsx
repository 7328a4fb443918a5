import { useTranslation } from 'react-i18next';
import { useBalanceText } from '@/domains/profile/use-balance-text.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';
import { labelInName } from './label-in-name.ts';

/**
 * The signed-in driver's balance with the top-up entry (hidden in cities without a balance), once
 * the profile has loaded.
 */
export function BalanceMenu() {
  const { t } = useTranslation();
  const balanceText = useBalanceText();
  const profile = useProfile().data;
  if (!profile) return null;
  const balance = balanceText(profile.balance);
  return (
    <SimpleMenu
      label={balance}
      ariaLabel={labelInName(balance, t('header.balance'))}
      buttonProps={{ variant: 'subtle', color: 'white', size: 'xs', px: 'xs', fz: 'sm' }}
      items={[{ key: 'refill', label: t('header.refill'), onSelect: () => openPaymentModal({ type: 'refill' }) }]}
    />
  );
}
