import { z } from 'zod/mini';
import { ZOperationsFilterQuery } from './operations-query.ts';

/** The history's export formats the screen offers: a spreadsheet (sent as .xlsx) or a PDF. */
export const DOWNLOAD_FORMATS = ['xls', 'pdf'] as const;
export type TDownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * GET /api/profile/download-history/v1: the screen's link to the whole history under its filters
 * (the fields of get-operations-with-filter but the paging key) as a file of `type`. The answer is
 * the file itself; bad input answers the usual JSON error before anything is sent.
 */
export const ZOperationsDownloadQuery = z.extend(z.omit(ZOperationsFilterQuery, { OrderNumber: true }), {
  type: z.enum(DOWNLOAD_FORMATS),
});
export type TOperationsDownloadQuery = z.infer<typeof ZOperationsDownloadQuery>;
