import { formatMoney } from '@city-parking/contract/format/format-money';

/** The profile's balance (roubles) as shown; some back ends answer -1 for "no balance", which reads as zero. */
export const balanceText = (rubles: number) => `${formatMoney(Math.max(0, Math.round(rubles * 100)))} ₽`;
