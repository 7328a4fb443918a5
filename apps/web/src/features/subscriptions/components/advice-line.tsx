import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { useSubscriptionAdvice } from '../api/get-subscription-advice.ts';
import { wholeRoubles } from '../benefit-view.ts';
import { subscriptionsTexts } from '../texts.ts';

/**
 * One line of advice from the driver's last 90 days: the offer that would have saved the most, or
 * that none would have. Nothing while it loads, when it fails, or when there is too little history
 * to judge; its box keeps its height meanwhile, so the page does not move when it arrives.
 */
export function AdviceLine({ after }: { after: boolean }) {
  const { t } = useTranslation(subscriptionsTexts);
  const { amount } = useMoney();
  const answer = useSubscriptionAdvice().data;
  // Said once what stands above it has loaded (`after`): a line that arrived first would be pushed down by the offers.
  const advice = after ? answer : undefined;
  const best = advice?.best;
  let text = '';
  if (advice?.verdict === 'saving' && best) {
    const values = { offer: best.offerLabel, plate: best.plate, zone: best.zone, amount: wholeRoubles(best.saving, amount) };
    text = best.zone === '#' ? t('subscriptions.advice.savingAllZones', values) : t('subscriptions.advice.saving', values);
  } else if (advice?.verdict === 'noSaving') {
    text = t('subscriptions.advice.noSaving');
  }
  return (
    <Text className="subs-advice" role="status" size="sm">
      {text}
    </Text>
  );
}
