import type { FastifyPluginAsync } from 'fastify';
import { ZGetFineEvidenceQuery, ZGetFineImageQuery, ZGetFinesQuery } from '@city-parking/contract/fines/fines';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import { sendEvidence } from './evidence-reply.ts';
import type { FineService } from './fine-service.ts';

export interface FineRouteServices {
  auth: AuthHooks;
  fines: FineService;
}

/** The driver's fines, a fine's evidence photo and the evidence PDF of a covered fine. */
export function fineRoutes({ auth, fines }: FineRouteServices): FastifyPluginAsync {
  return async (app) => {
    const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } };

    app.get('/api/finesstorage/fines/v1', { config: limits, preHandler: auth.driver(tokenIn.query(ZGetFinesQuery)) }, async (request) => {
      return { status: 'ok', result: await fines.finesOf(driverIdOf(request), requestLanguage(request)) };
    });

    app.get('/api/finesstorage/fineimage/v1', { config: limits, preHandler: auth.driver(tokenIn.query(ZGetFineImageQuery)) }, async (request, reply) => {
      const { uin } = validate(ZGetFineImageQuery, request.query);
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
      { config: evidenceLimits, preHandler: auth.driver(tokenIn.query(ZGetFineEvidenceQuery)) },
      async (request, reply) => {
        const { uin } = validate(ZGetFineEvidenceQuery, request.query);
        const file = await fines.evidenceOf(driverIdOf(request), uin, requestLanguage(request));
        return sendEvidence(reply, file);
      },
    );
  };
}
