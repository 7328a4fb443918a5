import type { TBenefit } from '@city-parking/contract/subscriptions/subscriptions';
import { formatSubscriptionDate } from '@city-parking/contract/format/format-date';

/** What may be done to a benefit row: the actions the screen offers, in the order of its buttons. */
export type BenefitAction = 'pause' | 'continue' | 'refund' | 'changeVehicle';

/**
 * The actions a row offers: none without the constructor setting (spec §6), otherwise each one its
 * flag allows now. Pause and continue are one button's two faces, as canPause and canContinue say.
 */
export function benefitActions(benefit: TBenefit, constructorOn: boolean): BenefitAction[] {
  if (!constructorOn) return [];
  const actions: BenefitAction[] = [];
  if (benefit.canPause) actions.push('pause');
  else if (benefit.canContinue) actions.push('continue');
  if (benefit.canChangeTs) actions.push('changeVehicle');
  if (benefit.canRefund) actions.push('refund');
  return actions;
}

/**
 * A pause runs: the reference back end says so in `paused`; one that does not send it pauses
 * exactly when it offers to continue. Its end is then the one continuing now gives.
 */
export const isPaused = (benefit: TBenefit): boolean => benefit.paused ?? benefit.canContinue;

/** `#` is every zone (or every vehicle): null asks for the words "all zones" / "any vehicle". */
export const zoneList = (zone: TBenefit['zone']): string | null => (zone === '#' ? null : zone.join(', '));
export const vehicleOf = (transport: string): string | null => (transport === '#' ? null : transport);

/** A benefit's start or end on the city's clock, as the screen writes them: DD/MM/YY HH:mm. */
export const benefitDate = (instant: string, timeZone: string): string => formatSubscriptionDate(instant, timeZone);

/**
 * Whole roubles, grouped by thousands, with the sign: the advice names a round sum ("1 240 ₽").
 * `amount` is useMoney's (two decimals, the language's mark), whose fraction is then dropped.
 */
export const wholeRoubles = (kopecks: number, amount: (kopecks: number) => string): string => `${amount(Math.round(kopecks / 100) * 100).slice(0, -3)}\u00a0₽`;
