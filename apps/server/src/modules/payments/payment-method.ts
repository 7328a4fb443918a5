import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { BALANCE_METHOD } from '@city-parking/contract/payments/sessions';
import type { TPaymentMethod, TSettings } from '@city-parking/contract/site/settings';
import { AppError } from '../../errors/app-error.ts';

/** The payment method of the city's settings that a provider collects (not the balance itself). */
export function providerMethod(settings: TSettings, name: string): TPaymentMethod {
  if (!name) throw new AppError('NotSelectedPaymentService');
  const method = settings.paymentsMethods.find((m) => m.methodName === name);
  if (!method || method.methodName === BALANCE_METHOD) throw new AppError('PaymentServiceNotFound');
  return method;
}

/** The phone a method charges, normalised; PhoneEmpty when the method needs one and none is usable. */
export function payerPhone(method: TPaymentMethod, phone: string | undefined): string | null {
  const normalised = phone ? normaliseFullPhone(phone) : null;
  if (method.isPhoneRequired && !normalised) throw new AppError('PhoneEmpty');
  return method.isPhoneRequired ? normalised : null;
}
