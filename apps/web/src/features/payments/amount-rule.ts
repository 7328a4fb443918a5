import { parseTypedRubles } from '@city-parking/contract/format/format-money';

/** The amount field of the top-up form: the error name of the spec's rule, or null. */
export function amountIssue(value: string): 'RequiredField' | 'ItNeedToBeANumber' | 'InvalidFormat' | null {
  if (!value.trim()) return 'RequiredField';
  const kopecks = parseTypedRubles(value);
  if (kopecks === null) return 'ItNeedToBeANumber';
  return kopecks > 0 ? null : 'InvalidFormat';
}
