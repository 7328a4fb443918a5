import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { BALANCE_METHOD } from '@city-parking/contract/payments/session-calls';
import { RECEIPT_METHOD } from '@city-parking/contract/receipts/receipt-method';
import type { TPaymentMethod, TSettings } from '@city-parking/contract/site/settings';
import { AppError } from '../../errors/app-error.ts';

/**
 * The payment method of the city's settings that a provider collects: not the balance itself, and
 * not «Квитанция», whose money comes through a bank against a document (creatrefill, creatsubscription).
 */
export function providerMethod(settings: TSettings, name: string): TPaymentMethod {
  if (!name) throw new AppError('NotSelectedPaymentService');
  refuseDocumentMethod(name);
  const method = settings.paymentsMethods.find((m) => m.methodName === name);
  if (!method || method.methodName === BALANCE_METHOD) throw new AppError('PaymentServiceNotFound');
  return method;
}

/** The provider's method a call names and the phone it charges, each refused as above. */
export function providerPayer(settings: TSettings, name: string, phone: string | undefined): { method: TPaymentMethod; phone: string | null } {
  const method = providerMethod(settings, name);
  return { method, phone: payerPhone(method, phone) };
}

/** The phone a method charges, normalised; PhoneEmpty when the method needs one and none is usable. */
export function payerPhone(method: TPaymentMethod, phone: string | undefined): string | null {
  const normalised = phone ? normaliseFullPhone(phone) : null;
  if (method.isPhoneRequired && !normalised) throw new AppError('PhoneEmpty');
  return method.isPhoneRequired ? normalised : null;
}

/** PaymentServiceNeedsDocument for the «Квитанция» method: no provider page can take its money. */
export function refuseDocumentMethod(name: string): void {
  if (name === RECEIPT_METHOD) throw new AppError('PaymentServiceNeedsDocument');
}
