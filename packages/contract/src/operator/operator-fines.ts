import { z } from 'zod/mini';
import { ZFineStatus } from '../fines/fine-status.ts';
import { ZFineImportReport } from '../fines/fines.ts';
import { ZDeskRowId } from './desk-row-id.ts';

/** Fines on one page of the desk's list. */
export const FINES_PAGE_SIZE = 50;

/** The data file's text, at most 10 MB (about 20 000 rows of a spreadsheet's export). */
export const FINES_IMPORT_CONTENT_MAX = 10 * 1024 * 1024;
/** Rows one import may hold; a larger register is imported in parts. */
export const FINES_IMPORT_ROWS_MAX = 20_000;
/** Photos one import may carry. */
export const FINES_IMPORT_PHOTOS_MAX = 100;
/** A photo's base64 text: the import keeps photos of at most 2 MB, which base64 makes 4/3 as long. */
export const FINES_IMPORT_PHOTO_BASE64_MAX = Math.ceil((2 * 1024 * 1024) / 3) * 4;
/** The whole request body: the server raises its 1 MB limit to this on the import route only. */
export const FINES_IMPORT_BODY_MAX = 25 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A photo of the upload: the file name the rows' `photo` column names, and its bytes in base64. */
export const ZFinesImportPhoto = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  data: z.string().check(z.maxLength(FINES_IMPORT_PHOTO_BASE64_MAX), z.regex(BASE64)),
});
export type TFinesImportPhoto = z.infer<typeof ZFinesImportPhoto>;

/**
 * POST /api/operator/fines/import/v1 (JSON body): the data file's text, a JSON array of rows or a
 * CSV with a header row (see ZFineImportRow), and the photos it names.
 */
export const ZOperatorFinesImportRequest = z.object({
  format: z.enum(['json', 'csv']),
  content: z.string().check(z.minLength(1), z.maxLength(FINES_IMPORT_CONTENT_MAX)),
  photos: z._default(z.array(ZFinesImportPhoto).check(z.maxLength(FINES_IMPORT_PHOTOS_MAX)), []),
});
export type TOperatorFinesImportRequest = z.infer<typeof ZOperatorFinesImportRequest>;

export const ZOperatorFinesImportResponse = z.extend(ZFineImportReport, { status: z.literal('ok') });
export type TOperatorFinesImportResponse = z.infer<typeof ZOperatorFinesImportResponse>;

/**
 * GET /api/operator/fines/v1: the city's fines, newest offence first; `q` a UIN's first digits or a
 * plate (normalised as the register keeps plates), `before` the last id of the previous page.
 */
export const ZOperatorFinesQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(25))),
  before: z.optional(ZDeskRowId),
});
export type TOperatorFinesQuery = z.infer<typeof ZOperatorFinesQuery>;

/** A fine of the desk's list: sums in kopecks, `offenseDate` an ISO instant, `status` the label in the request's language. */
export const ZDeskFine = z.object({
  id: z.number(),
  uin: z.string(),
  fineStatus: ZFineStatus,
  status: z.string(),
  grz: z.string(),
  sts: z.string(),
  offenseDate: z.string(),
  totalSum: z.number(),
  paidSum: z.number(),
  place: z.string(),
  hasPhoto: z.boolean(),
});
export type TDeskFine = z.infer<typeof ZDeskFine>;

export const ZOperatorFinesResponse = z.object({ status: z.literal('ok'), items: z.array(ZDeskFine), next: z.nullable(z.number()) });
export type TOperatorFinesResponse = z.infer<typeof ZOperatorFinesResponse>;
