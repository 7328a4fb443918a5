import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';
import { normalisePhone } from '../profile/contact-rules.ts';
import { isValidInn } from '../receipts/check-digits.ts';

/** A field rule that names its own error (see the server's validate): the form shows that text. */
export const named = (message: ErrorName) => ({ message, params: { errorName: true } });

/** The company's taxpayer number: 10 or 12 digits whose check digits hold (spec 5, «Только 10 или 12 цифр»). */
export const ZInn = z
  .pipe(
    z.string().check(z.maxLength(40)),
    z.transform((v) => v.trim()),
  )
  .check(
    z.refine((v) => v === '' || /^(\d{10}|\d{12})$/.test(v), named('InnMustBe10Or12Digits')),
    z.refine((v) => v === '' || !/^(\d{10}|\d{12})$/.test(v) || isValidInn(v), named('InnCheckDigitWrong')),
    z.refine((v) => v !== '', named('RequiredField')),
  );

/** The number of the company's contract with the city, as printed on it (`2026-001`). */
export const CONTRACT_NUMBER_MAX_LENGTH = 40;
export const ZContractNumber = z
  .pipe(
    z.string().check(z.maxLength(CONTRACT_NUMBER_MAX_LENGTH)),
    z.transform((v) => v.trim()),
  )
  .check(z.refine((v) => v !== '', named('RequiredField')));

/**
 * A driver's phone as the cabinet takes it: stripped to digits (spec 5), then the login rule's
 * 10 or 11 digits; kept as 11 digits starting with 7, the form a driver's confirmed phone has.
 */
export function normaliseCorpPhone(value: string): string | null {
  return normalisePhone(value.replace(/\D/g, ''));
}

export const ZCorpPhone = z
  .pipe(
    z.string().check(z.maxLength(40)),
    z.transform((v) => normaliseCorpPhone(v) ?? ''),
  )
  .check(z.refine((v) => v !== '', named('InvalidFormat')));

/** A company driver's name in parts: surname, first name, patronymic. */
export interface TFioParts {
  surname: string;
  firstName: string;
  patronymic: string;
}

export const FIO_MAX_LENGTH = 150;

/** Splits a name on spaces (spec 3): the first word the surname, the second the first name, the rest the patronymic. */
export function splitFio(fio: string): TFioParts {
  const [surname = '', firstName = '', ...rest] = fio.trim().split(/\s+/).filter(Boolean);
  return { surname, firstName, patronymic: rest.join(' ') };
}

/** The name as one text again, as the calls answer and take it. */
export const joinFio = ({ surname, firstName, patronymic }: TFioParts) => [surname, firstName, patronymic].filter(Boolean).join(' ');

export const ZFio = z
  .pipe(
    z.string().check(z.maxLength(FIO_MAX_LENGTH)),
    z.transform((v) => v.trim().replace(/\s+/g, ' ')),
  )
  .check(z.refine((v) => v !== '', named('RequiredField')));

/** A VIN: up to 17 letters and digits (an empty one is a vehicle without a device). */
export const ZVin = z
  .pipe(
    z.string().check(z.maxLength(40)),
    z.transform((v) => v.trim().toUpperCase()),
  )
  .check(z.refine((v) => /^[0-9A-Z]{0,17}$/.test(v), named('InvalidFormat')));

/** A tracking device's IMEI: 15 digits, spaces and hyphens aside (an empty one is no device). */
export const ZImei = z
  .pipe(
    z.string().check(z.maxLength(40)),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  )
  .check(z.refine((v) => /^(\d{15})?$/.test(v), named('InvalidFormat')));
