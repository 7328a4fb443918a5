import { downloadFile } from '@/lib/http/download-file.ts';
import { deskAuthorization } from './desk-fetch.ts';
import { deskSession } from '../desk-session.ts';

/**
 * GET /api/operator/fine-evidence/v1?idAppeal=: the evidence PDF of the appeal's fine, fetched with
 * the Authorization header (a link could not carry it) and handed to the browser as a file.
 */
export function downloadFineEvidence(idAppeal: number): Promise<void> {
  return downloadFile('/api/operator/fine-evidence/v1', `evidence-${idAppeal}.pdf`, {
    query: { idAppeal },
    headers: deskAuthorization(),
    type: 'application/pdf',
    onTokenError: () => deskSession.clear(),
  });
}
