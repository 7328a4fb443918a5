import { RECEIPT_METHOD } from '@city-parking/contract/receipts/receipt-method';
import type { MethodChoice } from './use-method-choice.ts';

/**
 * The choice as the payment modal's form offers it: picking «Квитанция» switches the modal to
 * receipt mode (`enter`) instead of becoming the method, so that Cancel finds the form as it was.
 */
export function withReceiptMode(choice: MethodChoice, enter: () => void): MethodChoice {
  return { ...choice, setMethod: (method) => (method === RECEIPT_METHOD ? enter() : choice.setMethod(method)) };
}
