import type { MethodChoice } from '@/domains/payments/use-method-choice.ts';

/** The catalogue's name of each field's issue; a field without one is left out. */
export type SubscriptionFormIssues = MethodChoice['issues'] & { vehicle?: 'RequiredField'; date?: 'RequiredField' };

/**
 * The subscription form's rules (spec: parking-payments §5): a vehicle and a start date are
 * required, beside the payment method's own (a method, and a phone when it charges one).
 */
export function subscriptionFormIssues(values: { vehicle: string; date: string }, methodIssues: MethodChoice['issues']): SubscriptionFormIssues {
  const issues: SubscriptionFormIssues = { ...methodIssues };
  if (!values.vehicle) issues.vehicle = 'RequiredField';
  if (!values.date) issues.date = 'RequiredField';
  return issues;
}
