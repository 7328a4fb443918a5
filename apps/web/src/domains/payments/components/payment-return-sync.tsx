import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { currentCity } from '@/lib/city/current-city.ts';
import { onPaymentMessage } from '../payment-channel.ts';

// What it takes to ask the server and say the outcome loads with the first payment told, not with the page.
const PaymentOutcomeNotice = lazy(async () => ({ default: (await import('./payment-outcome-notice.tsx')).PaymentOutcomeNotice }));

/**
 * Keeps this tab's money state in step with a payment the provider returned to another tab (the
 * /payment page tells every tab of the browser): the latest one's outcome is asked of the server and said.
 */
export function PaymentReturnSync() {
  const [order, setOrder] = useState<string | null>(null);
  useEffect(
    () =>
      onPaymentMessage((message) => {
        if (message.city === currentCity.city) setOrder(message.order);
      }),
    [],
  );
  const forget = useCallback(() => setOrder(null), []);
  if (!order) return null;
  return (
    <Suspense fallback={null}>
      <PaymentOutcomeNotice key={order} order={order} onClose={forget} />
    </Suspense>
  );
}
