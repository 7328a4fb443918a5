import { useEffect, useRef } from 'react';

/**
 * Calls `onReturn` once the driver comes back to this tab after `armed` became true (the provider's
 * page was opened in another tab): a link paid there is spent, and this tab must not offer it again.
 */
export function useTabReturn(armed: boolean, onReturn: () => void) {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    if (!armed) return;
    const back = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [armed]);
}
