import { z } from 'zod/mini';
import { ZAppealId } from '../feedback/appeal-message.ts';

/** GET /api/operator/fine-evidence/v1: the evidence PDF of the fine an appeal contests, as its driver would download it. */
export const ZOperatorFineEvidenceQuery = z.object({ idAppeal: ZAppealId });
