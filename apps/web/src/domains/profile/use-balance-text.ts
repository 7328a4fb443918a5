import { useCallback } from 'react';
import { useMoney } from '@/lib/i18n/use-money.ts';

/** The profile's balance (roubles) as shown; some back ends answer -1 for "no balance", which reads as zero. */
export function useBalanceText(): (rubles: number) => string {
  const { money } = useMoney();
  return useCallback((rubles: number) => money(Math.max(0, Math.round(rubles * 100))), [money]);
}
