import { ZGetFineEvidenceQuery, ZGetFineImageQuery, ZGetFinesQuery, ZGetFinesResponse } from '@city-parking/contract/fines/fines';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import { sendEvidence } from './evidence-reply.ts';
import type { FineService } from './fine-service.ts';

export interface FineRouteServices {
  auth: AuthHooks;
  fines: FineService;
}

/** The driver's fines, a fine's evidence photo and the evidence PDF of a covered fine, where the city shows fines. */
export function fineRoutes({ auth, fines }: FineRouteServices): RoutesPlugin {
  return async (app) => {
    const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } };
    // A city that shows no fines (viewPenalty off) answers FinesDisabled to every driver's call, whoever asks.
    const driver = [() => fines.assertShown(), auth.driver(tokenIn.query())];

    app.get(
      '/api/finesstorage/fines/v1',
      { config: limits, schema: { querystring: ZGetFinesQuery, response: { 200: ZGetFinesResponse } }, preHandler: driver },
      async (request) => {
        return { status: 'ok', result: await fines.finesOf(driverIdOf(request), requestLanguage(request)) };
      },
    );

    // The photo and the PDF below are files: only their input is declared.
    app.get('/api/finesstorage/fineimage/v1', { config: limits, schema: { querystring: ZGetFineImageQuery }, preHandler: driver }, async (request, reply) => {
      const { uin } = request.query;
      const image = await fines.imageOf(driverIdOf(request), uin);
      // Private: the photo shows a person's car. The policy keeps an SVG from running anything if opened directly.
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(Buffer.from(image.bytes));
    });

    // Building a PDF costs more than a read: a few a minute is what a person downloading evidence needs.
    const evidenceLimits = { rateLimit: { max: 20, timeWindow: '1 minute' } };
    app.get(
      '/api/finesstorage/evidence/v1',
      { config: evidenceLimits, schema: { querystring: ZGetFineEvidenceQuery }, preHandler: driver },
      async (request, reply) => {
        const { uin } = request.query;
        const file = await fines.evidenceOf(driverIdOf(request), uin, requestLanguage(request));
        return sendEvidence(reply, file);
      },
    );
  };
}
