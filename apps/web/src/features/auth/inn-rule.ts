import { isValidInn } from '@city-parking/contract/receipts/check-digits';

/** The INN field's rule, as the server's (spec 5): 10 or 12 digits whose check digits hold. */
export function innIssue(value: string): 'required' | 'innDigits' | 'innCheck' | null {
  const inn = value.trim();
  if (!inn) return 'required';
  if (!/^(\d{10}|\d{12})$/.test(inn)) return 'innDigits';
  return isValidInn(inn) ? null : 'innCheck';
}
