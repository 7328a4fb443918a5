import type { TPaymentMethod } from '../site/settings.ts';

/**
 * The payment method named «Квитанция» (spec 2.7): choosing it in the payment modal issues a
 * payment document (a slip or an invoice) that the payer pays through a bank. No provider collects
 * it, so the provider payment calls refuse it.
 */
export const RECEIPT_METHOD = 'receipt';

/** The method as a city configures it, and as a document's waiting payment records it in the history. */
export const RECEIPT_PAYMENT_METHOD: TPaymentMethod = {
  methodName: RECEIPT_METHOD,
  methodNameForShow: { ru: 'Квитанция', en: 'Payment slip' },
  methodDescription: { ru: 'Оплата по квитанции или счёту через банк', en: 'Paid by bank transfer against a slip or an invoice' },
  isPhoneRequired: false,
};
