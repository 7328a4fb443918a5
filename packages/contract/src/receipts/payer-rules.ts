// The payer's rules without a schema library: the browser's forms apply them as typed, and
// payer.ts builds the server's schema on them.
import type { ErrorName } from '../errors/error-names.ts';
import { isValidInn, isValidOgrn, isValidKpp } from './check-digits.ts';

/** Payer types of a payment document (spec 9): 1 an individual (a payment slip), 2 a legal entity (an invoice). */
export const PAYER_TYPES = { individual: 1, legal: 2 } as const;
/** Identity documents of an individual payer (spec 9): 1 passport, 2 driving licence. */
export const PAYER_DOCUMENT_TYPES = { passport: 1, drivingLicence: 2 } as const;

const NAME_MAX = 100;
const TEXT_MAX = 300;

/** A field's rule over its trimmed text: the errorName of what is wrong, or null. */
export type TPayerRule = (value: string) => ErrorName | null;

const required =
  (max: number): TPayerRule =>
  (value) =>
    value === '' ? 'RequiredField' : value.length > max ? 'InvalidFormat' : null;

/** Digits only (spec: «Пожалуйста, укажите только цифры»); an empty series or number is missing. */
const digits =
  (max: number): TPayerRule =>
  (value) =>
    value === '' ? 'RequiredField' : !/^\d+$/.test(value) ? 'OnlyDigitsAllowed' : value.length > max ? 'InvalidFormat' : null;

/** YYYY-MM-DD in 19xx or 20xx (spec: «Дата не корректна»), and a day the calendar has. */
const issueDate: TPayerRule = (value) => {
  if (value === '') return 'RequiredField';
  if (!/^(19|20)\d{2}-\d{2}-\d{2}$/.test(value)) return 'DateIncorrect';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? null : 'DateIncorrect';
};

const ogrn: TPayerRule = (value) =>
  value === '' ? 'RequiredField' : !/^\d{13}$/.test(value) ? 'OgrnMustBe13Digits' : isValidOgrn(value) ? null : 'OgrnCheckDigitWrong';

const inn: TPayerRule = (value) =>
  value === '' ? 'RequiredField' : !/^(\d{10}|\d{12})$/.test(value) ? 'InnMustBe10Or12Digits' : isValidInn(value) ? null : 'InnCheckDigitWrong';

const kpp: TPayerRule = (value) => (value === '' ? 'RequiredField' : isValidKpp(value) ? null : 'KppMustBe9Characters');

/** The legal payer's form (spec 5, "Receipt, legal") with the real check digits of OGRN and INN. */
export const LEGAL_PAYER_RULES = { name: required(TEXT_MAX), ogrn, inn, kpp, address: required(TEXT_MAX) } satisfies Record<string, TPayerRule>;

/** The individual payer's form (spec 5, "Receipt, individual"). */
export const INDIVIDUAL_PAYER_RULES = {
  lastName: required(NAME_MAX),
  firstName: required(NAME_MAX),
  middleName: required(NAME_MAX),
  seriesDoc: digits(10),
  numberDoc: digits(20),
  DateDoc: issueDate,
  issuer: required(TEXT_MAX),
  address: required(TEXT_MAX),
} satisfies Record<string, TPayerRule>;

export interface TLegalPayer {
  type: typeof PAYER_TYPES.legal;
  name: string;
  ogrn: string;
  inn: string;
  kpp: string;
  address: string;
}

export interface TIndividualPayer {
  type: typeof PAYER_TYPES.individual;
  lastName: string;
  firstName: string;
  middleName: string;
  typeDoc: 1 | 2;
  seriesDoc: string;
  numberDoc: string;
  DateDoc: string;
  issuer: string;
  address: string;
}

export type TPayer = TLegalPayer | TIndividualPayer;

type Raw = Readonly<Record<string, unknown>>;
/** A raw payer's field as its rule reads it: the trimmed text of a string or number, else empty. */
export const payerFieldText = (raw: Raw, field: string) => (typeof raw[field] === 'string' || typeof raw[field] === 'number' ? String(raw[field]).trim() : '');
const text = payerFieldText;
/** A raw payer's type: 1 (an individual) when absent, as the form's default. */
export const payerTypeOf = (raw: Raw) => Number(text(raw, 'type') || PAYER_TYPES.individual);
const typeOf = payerTypeOf;

/**
 * Every field error of a payer, keyed by field: the type first (1 when absent, as the form's
 * default), then each field of that type by its rule. Empty when the payer is valid.
 */
export function payerIssues(raw: Raw): Record<string, ErrorName> {
  const type = typeOf(raw);
  if (type !== PAYER_TYPES.individual && type !== PAYER_TYPES.legal) return { type: 'InvalidFormat' };
  const rules: Record<string, TPayerRule> = type === PAYER_TYPES.legal ? LEGAL_PAYER_RULES : INDIVIDUAL_PAYER_RULES;
  const issues: Record<string, ErrorName> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const issue = rule(text(raw, field));
    if (issue) issues[field] = issue;
  }
  if (type === PAYER_TYPES.individual && !['', '1', '2'].includes(text(raw, 'typeDoc'))) issues.typeDoc = 'InvalidFormat';
  return issues;
}

/** The payer's name as documents print it: a company's name, or last, first and middle name. */
export function payerName(payer: TPayer): string {
  return payer.type === PAYER_TYPES.legal ? payer.name : `${payer.lastName} ${payer.firstName} ${payer.middleName}`;
}
