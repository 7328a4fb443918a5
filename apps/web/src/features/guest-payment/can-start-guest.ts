import type { TCostResponse } from '@city-parking/contract/payments/cost';

/**
 * The guest form's button is enabled only for a price it can send to a provider (spec §4): a cost
 * with intervals, a total above zero (a free parking has nothing to pay), no cost error and no
 * field in error.
 */
export function canStartGuest({ cost, costFailed, invalid }: { cost: TCostResponse | undefined; costFailed: boolean; invalid: boolean }): boolean {
  return cost !== undefined && !costFailed && !invalid && cost.intervals.length > 0 && cost.totalcost !== 0;
}
