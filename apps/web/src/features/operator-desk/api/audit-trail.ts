import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ZAuditResponse, type TAuditFilter } from '@city-parking/contract/operator/audit-trail';
import { downloadFile } from '@/lib/http/download-file.ts';
import { deskSession } from '../desk-session.ts';
import { deskAuthorization, deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** The filter as the query string carries it: only what is set. */
const queryOf = (filter: TAuditFilter) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

/** GET /api/operator/audit/v1: the trail newest first, 50 a page, under the filter. */
export const getAuditTrail = (filter: TAuditFilter, before: string | null) =>
  deskFetch('/api/operator/audit/v1', ZAuditResponse, { query: { ...queryOf(filter), before: before ?? undefined } });

export const getAuditTrailQueryOptions = (filter: TAuditFilter) =>
  infiniteQueryOptions({
    queryKey: deskKeys.audit(filter),
    queryFn: ({ pageParam }) => getAuditTrail(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

export const useAuditTrail = (filter: TAuditFilter) => useInfiniteQuery(getAuditTrailQueryOptions(filter));

/** GET /api/operator/audit/export/v1: the filtered trail as an .xlsx file, in the page's language. */
export function downloadAuditTrail(filter: TAuditFilter, language: string): Promise<void> {
  return downloadFile('/api/operator/audit/export/v1', 'audit.xlsx', {
    query: { ...queryOf(filter), lang: language },
    headers: deskAuthorization(),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    onTokenError: () => deskSession.clear(),
  });
}
