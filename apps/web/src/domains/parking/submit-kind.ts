/**
 * What a roadside payment's button does with a calculated cost (spec §2): a free session and one the
 * balance covers start at once; otherwise the payment continues through a provider. A guest has no
 * balance, so a guest's cost is either free or continued.
 */
export type SubmitKind = 'free' | 'start' | 'continue';

export function submitKind(cost: { totalcost: number; balance: number }): SubmitKind {
  if (cost.totalcost === 0) return 'free';
  return cost.balance >= cost.totalcost ? 'start' : 'continue';
}
