import { useTranslation } from 'react-i18next';
import { useBalanceText } from '@/domains/profile/use-balance-text.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { SimpleMenu } from '@/lib/ui/simple-menu.tsx';
import { labelInName } from './label-in-name.ts';

/**
 * The signed-in driver's balance with the top-up entry (hidden in cities without a balance).
 * `pending` shows "…" whatever is known, while the parkings menu beside it loads, so that the amount
 * never shows before the header's row has taken its final shape.
 */
export function BalanceMenu({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  const balanceText = useBalanceText();
  const profile = useProfile().data;
  const balance = profile && !pending ? balanceText(profile.balance) : null;
  return (
    <SimpleMenu
      label={balance ?? '…'}
      ariaLabel={balance ? labelInName(balance, t('header.balance')) : t('header.balance')}
      buttonProps={{ variant: 'subtle', color: 'white', size: 'xs', px: 'xs', fz: 'sm' }}
      items={[{ key: 'refill', label: t('header.refill'), onSelect: () => openPaymentModal({ type: 'refill' }) }]}
    />
  );
}
