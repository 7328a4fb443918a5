import { downloadFile } from '@/lib/http/download-file.ts';
import type { OperationsQuery } from '../filter-state.ts';
import type { ExportType } from './export-types.ts';

const FALLBACK_NAME: Record<ExportType, string> = { xls: 'operations.xlsx', pdf: 'operations.pdf' };

/**
 * GET /api/profile/download-history/v1: the history under the screen's filters, handed to the
 * browser as a download. An error answer (a token that expired, bad filters) is thrown, so it shows
 * on the screen; an expired session signs out as every other call's does.
 */
export function downloadHistory(token: string, query: OperationsQuery, type: ExportType): Promise<void> {
  return downloadFile('/api/profile/download-history/v1', FALLBACK_NAME[type], { query: { token, ...query, type } });
}
