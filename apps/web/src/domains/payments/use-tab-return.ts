import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentCity } from '@/lib/city/current-city.ts';
import { refreshAfterBalancePayment } from './api/refresh-after-balance-payment.ts';
import { onPaymentMessage } from './payment-channel.ts';

/**
 * Calls `onReturn` when, after `armed` became true (the provider's page was opened in another tab),
 * the provider sends that tab back to /payment, which tells this one, or the driver comes back to
 * this tab: a link paid there is spent, and this tab must not offer it again. Coming back also asks
 * for the balance and sessions again, since the browser need not tell the query cache of a window's
 * focus; the outcome told by the other tab is said by PaymentReturnSync.
 */
export function useTabReturn(armed: boolean, onReturn: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    if (!armed) return;
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      void refreshAfterBalancePayment(queryClient);
      latest.current();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    const stopListening = onPaymentMessage((message) => {
      if (message.city === currentCity.city) latest.current();
    });
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      stopListening();
    };
  }, [armed, queryClient]);
}
