import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZFineStatus } from './fine-status.ts';
import { ZUin } from './uin.ts';

export { ZUin };

/** GET /api/finesstorage/fines/v1: the signed-in driver's token. */
export const ZGetFinesQuery = z.object({ token: ZOpaqueToken });

/** GET /api/finesstorage/fineimage/v1: the token and the fine's UIN. */
export const ZGetFineImageQuery = z.object({ token: ZOpaqueToken, uin: ZUin });

/**
 * Why the driver's own payments covered the fine's moment: a paid session, an active subscription
 * or a paid barrier ticket (`zone` the zone or lot, `until` when the paid time ended, `at` the
 * offence instant, both ISO); or `typo`: a session paid at that moment in that zone for `plate`,
 * one character off the fine's plate.
 */
export const ZFineCoverage = z.union([
  z.object({ kind: z.enum(['session', 'subscription', 'flat']), zone: z.string(), until: z.string(), at: z.string() }),
  z.object({ kind: z.literal('typo'), plate: z.string() }),
]);
export type TFineCoverage = z.infer<typeof ZFineCoverage>;

/**
 * A fine (spec: Fine). Sums are kopecks (minor units), as every other answer gives money to the
 * web; instants are ISO 8601, dates YYYY-MM-DD; a field the fine lacks is "".
 */
export const ZFine = z.object({
  /** The status code; the web colours it. */
  fineStatus: ZFineStatus,
  /** The status label in the request's language. */
  status: z.string(),
  uin: z.string(),
  /** The article of the Administrative Offences Code or the regional law. */
  article: z.string(),
  place: z.string(),
  /** The offence instant. */
  offenseDate: z.string(),
  /** The ruling's date. */
  rulingDate: z.string(),
  /** The charge's date: when it was issued to be paid. */
  date: z.string(),
  /** The ruling's number. */
  orderNumber: z.string(),
  totalSum: z.number(),
  paidSum: z.number(),
  sts: z.string(),
  grz: z.string(),
  /** The recorded stay the fine is for, when a camera saw one (instants, or ""). */
  start: z.string(),
  end: z.string(),
  /** The kind of offence, in words. */
  type: z.string(),
  /** Who issued it. */
  provider: z.string(),
  /** The image route's address for this fine, without the token; "" when it has no photo. */
  imgSrc: z.string(),
  coverage: z.optional(ZFineCoverage),
  /**
   * Ours: whether the evidence PDF has a payment of the driver's to show (the history holds what
   * paid for the covering session or subscription). Absent from a back end without evidence.
   */
  evidence: z.optional(z.boolean()),
});
export type TFine = z.infer<typeof ZFine>;

export const ZGetFinesResponse = z.object({ status: z.literal('ok'), result: z.array(ZFine) });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: Date.parse would roll 30 February over into March. */
const validDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return ISO_DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};
const validInstant = (value: string) => ISO_INSTANT.test(value) && validDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));

const text = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((v) => v.trim()),
    )
    .check(z.maxLength(max));
const optionalText = (max: number) => z._default(text(max), '');
const required = (max: number) => text(max).check(z.minLength(1));
const instant = z.string().check(z.refine(validInstant, 'instant'));
const optionalInstant = z._default(z.string().check(z.refine((v) => v === '' || validInstant(v), 'instant')), '');
const date = z.string().check(z.refine(validDate, 'date'));
/** Kopecks, as digits: CSV cells are text, and JSON numbers are read as text first. */
const kopecks = z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number));

/**
 * One row of a fines import, JSON object or CSV line alike (every value text). `zone` names the
 * parking zone the place belongs to, which the coverage check compares; `licence` a driving
 * licence the fine was issued against; `photo` the file name of its evidence photo in the upload.
 */
export const ZFineImportRow = z.object({
  uin: ZUin,
  status: ZFineStatus,
  article: required(100),
  place: required(300),
  zone: optionalText(20),
  offenseDate: instant,
  rulingDate: z._default(z.union([z.literal(''), date]), ''),
  date,
  orderNumber: optionalText(50),
  totalSum: kopecks,
  paidSum: z._default(kopecks, 0),
  sts: optionalText(20),
  grz: optionalText(20),
  licence: optionalText(20),
  start: optionalInstant,
  end: optionalInstant,
  type: optionalText(200),
  provider: optionalText(200),
  photo: optionalText(200),
});
export type TFineImportRow = z.infer<typeof ZFineImportRow>;

/** What an import did: rows added, rows updated (by UIN), and each refused row with its first fault. */
export const ZFineImportReport = z.object({
  accepted: z.number(),
  updated: z.number(),
  refused: z.array(z.object({ row: z.number(), uin: z.string(), field: z.string(), error: z.string() })),
});
export type TFineImportReport = z.infer<typeof ZFineImportReport>;

/**
 * GET /api/finesstorage/evidence/v1: the evidence PDF of one of the driver's covered fines (the
 * covering session or subscription, its payments and what the project holds of their receipts).
 */
export const ZGetFineEvidenceQuery = z.object({ token: ZOpaqueToken, uin: ZUin });

/** The evidence PDF's file name. */
export const fineEvidenceFileName = (uin: string) => `fine-${uin}-evidence.pdf`;
