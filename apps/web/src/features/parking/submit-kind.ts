/**
 * What the roadside card's button does with a calculated cost (spec §2): a free session and one the
 * balance covers start at once; otherwise the payment modal continues through a provider.
 */
export type SubmitKind = 'free' | 'start' | 'continue';

export function submitKind(cost: { totalcost: number; balance: number }): SubmitKind {
  if (cost.totalcost === 0) return 'free';
  return cost.balance >= cost.totalcost ? 'start' : 'continue';
}
