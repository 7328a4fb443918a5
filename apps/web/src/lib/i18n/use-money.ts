import { useMemo } from 'react';
import { formatAmount, formatMoney, formatMoneyParts, rublesToKopecks } from '@city-parking/contract/format/format-money';
import { useLanguage } from './use-language.ts';

/** Amounts in the interface language's format ("940,00 ₽" / "940.00 ₽"); the only place "₽" is added. */
export function useMoney() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      /** Kopecks with the rouble sign. */
      money: (kopecks: number) => formatMoney(kopecks, language),
      /** Roubles as the API answers them, with the rouble sign. */
      rubles: (rubles: number) => formatMoney(rublesToKopecks(rubles), language),
      /** Kopecks without a currency, for a text that names its own. */
      amount: (kopecks: number) => formatAmount(kopecks, language),
      /** Roubles as the API answers them, cut into whole roubles and the rest (",56 ₽"). */
      rublesParts: (rubles: number) => formatMoneyParts(rublesToKopecks(rubles), language),
    }),
    [language],
  );
}
