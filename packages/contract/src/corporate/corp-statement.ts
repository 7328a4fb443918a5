import { z } from 'zod/mini';
import { ZCorpToken } from './corp-profile.ts';

/** The statement's file formats: a PDF or an Office Open XML workbook. */
export const STATEMENT_FORMATS = ['pdf', 'xlsx'] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A calendar month on the city's clock, `YYYY-MM`. */
export const ZStatementMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/**
 * GET /api/corp-profile/statement (ours): the company's statement of one month on the city's clock,
 * the same file that is e-mailed to the company when the month ends: a line per driver and vehicle
 * (sessions and their sum), the top-ups, the opening and closing balance and the totals. The answer
 * is the file itself (`content-disposition: attachment`); bad input, a month that has not begun
 * (ValidationError on `month`) or a missing token answers the usual JSON error.
 */
export const ZCorpStatementQuery = z.object({
  token: ZCorpToken,
  month: ZStatementMonth,
  format: z.enum(STATEMENT_FORMATS),
});
export type TCorpStatementQuery = z.infer<typeof ZCorpStatementQuery>;
