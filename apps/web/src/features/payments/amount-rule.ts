/** The amount field of the top-up form: the error name of the spec's rule, or null. */
export function amountIssue(value: string): 'RequiredField' | 'ItNeedToBeANumber' | 'InvalidFormat' | null {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!text) return 'RequiredField';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'ItNeedToBeANumber';
  return Number(text) > 0 ? null : 'InvalidFormat';
}
