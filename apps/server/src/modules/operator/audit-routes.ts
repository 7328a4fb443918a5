import { PassThrough } from 'node:stream';
import { ZAuditExportQuery, ZAuditQuery, ZAuditResponse } from '@city-parking/contract/operator/audit-trail';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { DeskAccess } from './desk-access.ts';
import { deskActorOf } from './desk-actor.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The audit trail at the desk, for admins: its pages under filters, and the same as an .xlsx file. */
export function auditRoutes({ access, audit }: { access: DeskAccess; audit: AuditTrail }): RoutesPlugin {
  return async (app) => {
    const admin = access.needs(['admin']);

    app.get('/api/operator/audit/v1', { schema: { querystring: ZAuditQuery, response: { 200: ZAuditResponse } }, ...admin }, async (request) => {
      return { status: 'ok', ...(await audit.page(request.query)) };
    });

    app.get(
      '/api/operator/audit/export/v1',
      // A file: only its input is declared. Exports share the process's slots with the drivers' history.
      { schema: { querystring: ZAuditExportQuery }, ...access.needs(['admin'], { rateLimit: { max: 10, timeWindow: '1 minute' } }) },
      async (request, reply) => {
        // Refusals (filters, a second export at once, too many waiting) answer JSON, before the file's first byte.
        const file = await audit.export(deskActorOf(request).id, request.query, requestLanguage(request));
        const body = new PassThrough();
        file.write(body).catch((error: unknown) => {
          request.log.error({ err: error }, 'audit export failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
