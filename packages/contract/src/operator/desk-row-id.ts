import { z } from 'zod/mini';

/**
 * A row's id as the desk's calls carry it in the query string (a page's `before`, a driver's id):
 * a positive whole number in text, read as a number.
 */
export const ZDeskRowId = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number));
