import type { TStatementFormat } from '@city-parking/contract/corporate/corp-statement';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { downloadFile } from '@/lib/http/download-file.ts';
import { coopToken } from './coop-fetch.ts';

/**
 * GET /api/corp-profile/statement: the company's statement of `month` (YYYY-MM) as a file, handed to
 * the browser as a download. An error answer is thrown, so it shows on the screen; a refused token
 * ends the company's session as coopFetch does.
 */
export function downloadStatement(month: string, format: TStatementFormat): Promise<void> {
  return downloadFile('/api/corp-profile/statement', `statement-${month}.${format}`, {
    query: { token: coopToken(), month, format },
    onTokenError: () => tokenStore.clear('coop'),
  });
}
