import { z } from 'zod/mini';
import { ZOperation } from '../operations/operation.ts';

/** One operation of a company's ledger, with the name of the driver it paid for. */
export const ZCorpOperation = z.extend(ZOperation, { driverName: z.string() });
export type TCorpOperation = z.infer<typeof ZCorpOperation>;

/** GET /api/profile/get-operations-v2 and POST get-operations-with-filter with a coop token: the company's history. */
export const ZCorpOperationsResponse = z.object({ status: z.literal('ok'), result: z.array(ZCorpOperation) });
