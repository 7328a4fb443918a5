import {
  FINES_IMPORT_BODY_MAX,
  ZOperatorFinesImportRequest,
  ZOperatorFinesImportResponse,
  ZOperatorFinesQuery,
  ZOperatorFinesResponse,
} from '@city-parking/contract/operator/operator-fines';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { DeskAccess } from './desk-access.ts';
import { deskActorOf } from './desk-actor.ts';
import { toDeskFine } from './desk-fine-answer.ts';
import type { FinesDeskService } from './fines-desk-service.ts';

export interface OperatorFinesRouteServices {
  access: DeskAccess;
  finesDesk: FinesDeskService;
}

/** The desk's fines, for the `fines` role: the import of a register file with its photos, and the city's list; operator token in the Authorization header. */
export function operatorFinesRoutes({ access, finesDesk }: OperatorFinesRouteServices): RoutesPlugin {
  return async (app) => {
    // A file with its photos is larger than any other call: only this route takes more than 1 MB.
    // The import writes in short transactions, so even a large file never holds the city's database long.
    app.post(
      '/api/operator/fines/import/v1',
      {
        bodyLimit: FINES_IMPORT_BODY_MAX,
        // The token and role are checked before the body is read: an upload without them costs no
        // parsing, and its schema parses the body only once the caller is known.
        ...access.needsBeforeBody(['fines'], { rateLimit: { max: 30, timeWindow: '1 minute' } }),
        schema: { body: ZOperatorFinesImportRequest, response: { 200: ZOperatorFinesImportResponse } },
      },
      async (request) => {
        const report = await finesDesk.importFines(deskActorOf(request), request.body);
        return { status: 'ok', ...report };
      },
    );

    app.get(
      '/api/operator/fines/v1',
      {
        schema: { querystring: ZOperatorFinesQuery, response: { 200: ZOperatorFinesResponse } },
        ...access.needs(['fines']),
      },
      async (request) => {
        const { page, next } = await finesDesk.list(request.query);
        const language = requestLanguage(request);
        return { status: 'ok', items: page.map((row) => toDeskFine(row, language)), next };
      },
    );
  };
}
