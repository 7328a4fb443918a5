/**
 * The payment string of ГОСТ Р 56042-2014 that banking apps read from a QR code: `ST0001`, `2`
 * (UTF-8), the separator `|`, then `Key=Value` pairs separated by it. The standard forbids the
 * separator inside a value; values here are the city's details and the payer's typed texts, so a
 * `|` in them becomes `/`, and line breaks (which banks' readers stop at) become spaces.
 */
export interface TPaymentQrFields {
  /** The payee's name. */
  name: string;
  /** The payee's 20-digit account. */
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
  payeeInn: string;
  kpp: string;
  /** Kopecks. */
  sum: number;
  purpose: string;
  uin: string;
  lastName?: string;
  firstName?: string;
  middleName?: string;
  payerAddress?: string;
}

export const PAYMENT_QR_HEADER = 'ST00012';

const clean = (value: string) =>
  value
    .replace(/\|/g, '/')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();

/** The required keys first, in the standard's order, then the optional ones that have a value. */
export function paymentQrString(fields: TPaymentQrFields): string {
  const pairs: [string, string | undefined][] = [
    ['Name', fields.name],
    ['PersonalAcc', fields.personalAcc],
    ['BankName', fields.bankName],
    ['BIC', fields.bic],
    ['CorrespAcc', fields.correspAcc],
    ['PayeeINN', fields.payeeInn],
    ['KPP', fields.kpp],
    ['Sum', String(fields.sum)],
    ['Purpose', fields.purpose],
    ['UIN', fields.uin],
    ['LastName', fields.lastName],
    ['FirstName', fields.firstName],
    ['MiddleName', fields.middleName],
    ['PayerAddress', fields.payerAddress],
  ];
  const kept = pairs.flatMap(([key, value]) => (value === undefined || clean(value) === '' ? [] : [`${key}=${clean(value)}`]));
  return [PAYMENT_QR_HEADER, ...kept].join('|');
}
