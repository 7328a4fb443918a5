import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';
import { STS_PATTERN, formatStsNumber, normaliseStsNumber } from '../vehicle/sts.ts';
import { DOCUMENT_TYPES, type TDocumentType } from './document-types.ts';

export { DOCUMENT_TYPES, type TDocumentType } from './document-types.ts';

/** Default mask of the document dialog: 9 = digit, * = letter or digit. */
export const DOCUMENT_INPUT_MASK = '99 ** 999999';

/**
 * Driver licence (VU): 2-digit region, 2-character series, 6-digit number. Old licences have a
 * Cyrillic series (`77 ТА 123456`), licences since 2011 an all-digit one (`99 01 123456`); the
 * spec's "second accepted form 00 00 000000" is that all-digit case, already covered here.
 */
export const VU_PATTERN = /^\d{2}[\dА-ЯЁ]{2}\d{6}$/;

/**
 * The spec writes the document STS as "2 digits, 2 letters, 6 digits" but the vehicle STS as
 * "2 letters or digits"; the same certificate must pass in both places, and current certificates
 * have an all-digit series, so the vehicle rule is used for both.
 */
export const DOCUMENT_PATTERNS: Readonly<Record<TDocumentType, RegExp>> = { STS: STS_PATTERN, VU: VU_PATTERN };

/** Both documents share one writing: spaces removed, upper case, Latin look-alikes turned Cyrillic. */
export const normaliseDocumentNumber = normaliseStsNumber;

/** Series and number as printed, `99 АВ 123456`; both types share the STS layout. */
export const formatDocumentNumber = formatStsNumber;

export function isDocumentNumber(type: TDocumentType, value: string): boolean {
  return DOCUMENT_PATTERNS[type].test(normaliseDocumentNumber(value));
}

export function isDocumentType(value: unknown): value is TDocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

export interface TDocumentRef {
  id?: string | number;
  type: string;
  /** The document `title`: series and number, spaced or not. */
  number: string;
}

/**
 * The other document of the same type with this number; `editedId` never matches itself.
 * Uniqueness is per type: an STS and a licence are different papers even if their digits agree.
 */
export function findDuplicateDocument<T extends TDocumentRef>(
  candidate: TDocumentRef,
  documents: readonly T[],
  editedId?: string | number | null,
): T | undefined {
  const key = normaliseDocumentNumber(candidate.number);
  return documents.find(
    (document) => !(editedId != null && document.id === editedId) && document.type === candidate.type && normaliseDocumentNumber(document.number) === key,
  );
}

export type TDocumentIssue = 'typeRequired' | 'numberRequired' | 'format' | 'duplicate';

export const DOCUMENT_ISSUE_ERROR: Readonly<Record<TDocumentIssue, ErrorName>> = {
  typeRequired: 'RequiredField',
  numberRequired: 'RequiredField',
  format: 'InvalidFormat',
  // No catalogue name for a repeated document yet.
  duplicate: 'ValidationError',
};

/** Type, then number, then its pattern, then uniqueness: the order of the spec's document dialog rules. */
export function checkDocument(
  input: { type?: string | null; number?: string | null },
  documents: readonly TDocumentRef[] = [],
  editedId?: string | number | null,
): TDocumentIssue | null {
  if (!isDocumentType(input.type)) return 'typeRequired';
  const number = normaliseDocumentNumber(input.number ?? '');
  if (number === '') return 'numberRequired';
  if (!DOCUMENT_PATTERNS[input.type].test(number)) return 'format';
  return findDuplicateDocument({ type: input.type, number }, documents, editedId) ? 'duplicate' : null;
}

/** Document dialog fields; the number comes out normalised. Uniqueness needs the profile, see `findDuplicateDocument`. */
export const ZDocumentFields = z
  .object({
    type: z.enum(DOCUMENT_TYPES, DOCUMENT_ISSUE_ERROR.typeRequired),
    number: z.pipe(z.string(DOCUMENT_ISSUE_ERROR.numberRequired), z.transform(normaliseDocumentNumber)),
  })
  .check(
    z.superRefine((input, ctx) => {
      const issue = checkDocument(input);
      if (!issue) return;
      ctx.addIssue({ code: 'custom', message: DOCUMENT_ISSUE_ERROR[issue], path: ['number'], input: input.number });
    }),
  );
export type TDocumentFields = z.infer<typeof ZDocumentFields>;
