import { useTranslation } from 'react-i18next';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { useProfile } from '@/lib/auth/get-profile.ts';
import { openPaymentModal } from '@/lib/payments/payment-modal-store.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';

/** The signed-in driver's balance with the top-up entry (hidden in cities without a balance). */
export function BalanceMenu() {
  const { t } = useTranslation();
  const profile = useProfile().data;
  // Some back ends answer -1 for "no balance"; it reads as zero.
  const balance = profile ? `${formatMoney(Math.max(0, Math.round(profile.balance * 100)))} ₽` : '…';
  return (
    <SimpleMenu
      label={balance}
      ariaLabel={t('header.balance')}
      buttonProps={{ variant: 'subtle', color: 'white', size: 'xs' }}
      items={[{ key: 'refill', label: t('header.refill'), onSelect: () => openPaymentModal({ type: 'refill' }) }]}
    />
  );
}
