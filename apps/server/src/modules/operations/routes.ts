import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { output } from 'zod/v4/core';
import { ZOperationsDownloadQuery } from '@city-parking/contract/operations/operations-download';
import { ZOperationsFilterQuery, ZRecentOperationsQuery } from '@city-parking/contract/operations/operations-query';
import { ZOperationsResponse } from '@city-parking/contract/operations/operation';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyRoute } from '../auth/auth-hook.ts';
import type { HistoryExportService } from './history-export-service.ts';
import { toOperationAnswer } from './operation-answer.ts';
import type { OperationsService } from './operations-service.ts';
import type { OperationRow } from './tables.ts';

/** The receipt addresses of a page of operations, in its order (null where an operation has none). */
export type FiscalLinks = (rows: readonly OperationRow[]) => Promise<(string | null)[]>;

/** The signed /check links of a page of operations, in its order (null where an operation is no paid session). */
export type CheckLinks = (rows: readonly OperationRow[], language: TLanguage) => Promise<(string | null)[]>;

/** History exports one account may ask for in a minute, from any number of addresses. */
export const EXPORTS_PER_DRIVER = 20;

export interface OperationRouteServices {
  auth: AuthHooks;
  operations: OperationsService;
  historyExports: HistoryExportService;
  /** Given by the composition root, so the history shows receipts without depending on their module. */
  fiscalLinks?: FiscalLinks;
  /** A company's history on the same paths (a coop token, with a filter by driver); without it they are a driver's only. */
  company?: { operations: CompanyRoute<output<typeof ZOperationsFilterQuery>>; recentOperations: CompanyRoute };
  /** Given by the composition root too: the city's key signs them, outside this module. */
  checkLinks?: CheckLinks;
}

/** The driver's operations history: the filtered, paged call, the recent operations and the export. */
export function operationRoutes({
  auth,
  operations,
  historyExports,
  fiscalLinks = async (rows) => rows.map(() => null),
  company,
  checkLinks = async (rows) => rows.map(() => null),
}: OperationRouteServices): RoutesPlugin {
  const answer = async (rows: OperationRow[], language: TLanguage) => {
    const [links, checks] = await Promise.all([fiscalLinks(rows), checkLinks(rows, language)]);
    return rows.map((row, i) => toOperationAnswer(row, links[i] ?? null, checks[i] ?? null));
  };
  return async (app) => {
    const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } };
    // An export reads the whole history: a few a minute is what a person downloading files needs,
    // counted per address before the token is read and per account, from any address, after it.
    const exportLimits = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    const exportsPerDriver = app.createRateLimit({
      max: EXPORTS_PER_DRIVER,
      timeWindow: '1 minute',
      keyGenerator: (request) => `history-export:${driverIdOf(request)}`,
    });
    const limitExportsPerDriver = async (request: FastifyRequest) => {
      const answer = await exportsPerDriver(request);
      // Answered 429 TooManyRequests by the error handler, as the per-address limit is.
      if (!answer.isAllowed && answer.isExceeded) throw Object.assign(new Error('too many exports for one account'), { statusCode: 429 });
    };

    // The spec's call takes its filters in the query, POST though it is.
    const filtered = sharedPath(auth, {
      in: 'query',
      token: tokenIn.query(),
      input: ZOperationsFilterQuery,
      answer: ZOperationsResponse,
      company: company?.operations,
    });
    app.post(
      '/api/profile/get-operations-with-filter',
      { config: limits, ...filtered.options },
      filtered.handle(async (input, request) => {
        const filter = operations.filterOf(input);
        const rows = await operations.page(driverIdOf(request), filter);
        return { status: 'ok', result: await answer(rows, requestLanguage(request)) };
      }),
    );

    const recent = sharedPath(auth, {
      in: 'query',
      token: tokenIn.query(),
      input: ZRecentOperationsQuery,
      answer: ZOperationsResponse,
      company: company?.recentOperations,
    });
    app.get(
      '/api/profile/get-operations-v2',
      { config: limits, ...recent.options },
      recent.handle(async (_input, request) => {
        const rows = await operations.page(driverIdOf(request), {});
        return { status: 'ok', result: await answer(rows, requestLanguage(request)) };
      }),
    );

    app.get(
      '/api/profile/download-history/v1',
      // A file: only its input is declared.
      {
        config: exportLimits,
        schema: { querystring: ZOperationsDownloadQuery },
        preHandler: [auth.driver(tokenIn.query()), limitExportsPerDriver],
      },
      async (request, reply) => {
        // Refusals (filters, token) answer JSON here, before the first byte of the file.
        const file = await historyExports.open(driverIdOf(request), request.query, requestLanguage(request));
        const body = new PassThrough();
        file.write(body).catch((error: unknown) => {
          // The headers are gone: all that is left is to cut the answer short, so the file is visibly broken.
          request.log.error({ err: error }, 'history export failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
