import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { actOnSubscription } from './api/act-on-subscription.ts';
import { changeSubscriptionVehicle } from './api/change-subscription-vehicle.ts';
import { benefitsKeys } from './api/get-benefits.ts';
import type { BenefitAction } from './benefit-view.ts';
import { serverMessageText } from './error-text.ts';
import { showNotice } from '@/lib/ui/notice.ts';
import { subscriptionDialogTexts } from './dialog-texts.ts';

export interface BenefitActionInput {
  action: BenefitAction;
  orderNum: string;
  /** The new plate, for a change of vehicle. */
  grzNew?: string;
}

/**
 * One action on a subscription (spec §4): on success the subscriptions are asked again (and the
 * balance after a refund) and a notice says what happened; on failure a notice gives the server's words.
 */
export function useBenefitAction() {
  const { t } = useTranslation(subscriptionDialogTexts);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, orderNum, grzNew = '' }: BenefitActionInput) =>
      action === 'changeVehicle' ? changeSubscriptionVehicle(orderNum, grzNew) : actOnSubscription(action, orderNum),
    onSuccess: async (_, { action }) => {
      showNotice({ message: t(`dialog.done.${action}`), color: 'green' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: benefitsKeys.all }),
        action === 'refund' ? queryClient.invalidateQueries({ queryKey: profileKeys.all }) : undefined,
      ]);
    },
    onError: (error) => showNotice({ message: serverMessageText(t, error), color: 'red' }),
  });
}
