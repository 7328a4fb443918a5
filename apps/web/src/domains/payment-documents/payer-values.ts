import type { ErrorName } from '@city-parking/contract/errors/error-names';
import { PAYER_TYPES, payerIssues } from '@city-parking/contract/receipts/payer-rules';

/** What the payer forms hold: both types' fields, so that switching the type loses nothing typed. */
export interface PayerValues {
  /** '1' an individual (the default), '2' a legal entity (spec 9). */
  type: '1' | '2';
  name: string;
  ogrn: string;
  inn: string;
  kpp: string;
  legalAddress: string;
  lastName: string;
  firstName: string;
  middleName: string;
  /** '1' passport, '2' driving licence. */
  typeDoc: '1' | '2';
  seriesDoc: string;
  numberDoc: string;
  DateDoc: string;
  issuer: string;
  address: string;
}

export type PayerField = keyof PayerValues;

export const EMPTY_PAYER: PayerValues = {
  type: String(PAYER_TYPES.individual) as '1',
  name: '',
  ogrn: '',
  inn: '',
  kpp: '',
  legalAddress: '',
  lastName: '',
  firstName: '',
  middleName: '',
  typeDoc: '1',
  seriesDoc: '',
  numberDoc: '',
  DateDoc: '',
  issuer: '',
  address: '',
};

export const isLegal = (values: PayerValues): boolean => values.type === String(PAYER_TYPES.legal);

/** The payer as creatrefill and creatsubscription take it: only the chosen type's fields. */
export function payerOf(values: PayerValues): Record<string, string | number> {
  if (isLegal(values)) {
    return { type: PAYER_TYPES.legal, name: values.name, ogrn: values.ogrn, inn: values.inn, kpp: values.kpp, address: values.legalAddress };
  }
  const { lastName, firstName, middleName, seriesDoc, numberDoc, DateDoc, issuer, address } = values;
  return { type: PAYER_TYPES.individual, lastName, firstName, middleName, typeDoc: Number(values.typeDoc), seriesDoc, numberDoc, DateDoc, issuer, address };
}

/** The form's field of a payer field the contract (or the server, as `payer.<field>`) names. */
export function formFieldOf(field: string, values: PayerValues): PayerField | null {
  const name = field.replace(/^payer\./, '');
  if (name === 'address') return isLegal(values) ? 'legalAddress' : 'address';
  return name in EMPTY_PAYER ? (name as PayerField) : null;
}

/**
 * Every wrong field of the chosen type by the contract's own rules (the server applies them again):
 * the spec's messages and the check digits of OGRN and INN, as errorNames keyed by the form's fields.
 */
export function payerFormIssues(values: PayerValues): Partial<Record<PayerField, ErrorName>> {
  const issues: Partial<Record<PayerField, ErrorName>> = {};
  for (const [field, issue] of Object.entries(payerIssues(payerOf(values)))) {
    const name = formFieldOf(field, values);
    if (name) issues[name] = issue;
  }
  return issues;
}
