import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import {
  ZOperatorInboxQuery,
  ZOperatorInboxResponse,
  ZOperatorReplyRequest,
  ZOperatorStatusRequest,
  ZOperatorThreadQuery,
  ZOperatorThreadResponse,
} from '@city-parking/contract/operator/operator-inbox';
import { ZOperatorFineEvidenceQuery } from '@city-parking/contract/operator/operator-fine-evidence';
import {
  ZOperatorCodeRequest,
  ZOperatorLoginRequest,
  ZOperatorLoginResponse,
  ZOperatorLogoutRequest,
  ZOperatorSignedIn,
} from '@city-parking/contract/operator/operator-login';
import { bearerToken } from '../../http/bearer-token.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { deskActorOf } from './desk-actor.ts';
import type { TokenService } from '../auth/token-service.ts';
import { sendEvidence } from '../fines/evidence-reply.ts';
import type { SiteService } from '../site/site-service.ts';
import { toDeskThread, toInboxAppeal } from './desk-answer.ts';
import type { DeskAccess } from './desk-access.ts';
import type { DeskService } from './desk-service.ts';
import type { OperatorLoginService } from './operator-login-service.ts';

export interface OperatorRouteServices {
  access: DeskAccess;
  tokens: TokenService;
  site: SiteService;
  operatorLogins: OperatorLoginService;
  desk: DeskService;
}

/** The operator's desk: sign-in, and the city's appeals inbox for the `support` role, with the operator token in the Authorization header. */
export function operatorRoutes({ access, tokens, site, operatorLogins, desk }: OperatorRouteServices): RoutesPlugin {
  return async (app) => {
    // The same per-address limit as the drivers' sign-in; failures are counted by the login service.
    app.post(
      '/api/operator/login/v1',
      {
        ...access.open({ rateLimit: { max: 20, timeWindow: '1 minute' } }),
        schema: { body: ZOperatorLoginRequest, response: { 200: ZOperatorLoginResponse } },
      },
      async (request) => {
        const { email, password, captcha, captchaType } = request.body;
        const ask = { type: captchaType, language: requestLanguage(request) };
        return operatorLogins.login(email, password, captcha, request.ip, ask);
      },
    );

    // The second step: a code of the member's app or a recovery code, or the first code of the secret being enrolled.
    const step = {
      ...access.open({ rateLimit: { max: 20, timeWindow: '1 minute' } }),
      schema: { body: ZOperatorCodeRequest, response: { 200: ZOperatorSignedIn } },
    };
    app.post('/api/operator/login/code/v1', step, async (request) => operatorLogins.code(request.body.pending, request.body.code, request.ip));
    app.post('/api/operator/login/enrol/v1', step, async (request) => operatorLogins.enrol(request.body.pending, request.body.code, request.ip));

    // Logging out twice, or with a token the server no longer knows, is still a logout; a driver's token is left alone.
    app.post('/api/operator/logout/v1', { ...access.open(), schema: { body: ZOperatorLogoutRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const token = bearerToken(request);
      if (token) await tokens.revoke(token, 'operator');
      return { status: 'ok' };
    });

    // The input is parsed by each route's schema before the token in the header is checked.
    const support = access.needs(['support']);
    const topics = async () => (await site.getSettings()).feedbackTopics;

    app.get(
      '/api/operator/appeals/v1',
      { schema: { querystring: ZOperatorInboxQuery, response: { 200: ZOperatorInboxResponse } }, ...support },
      async (request) => {
        const [{ page, next }, list] = await Promise.all([desk.inbox(request.query), topics()]);
        const language = requestLanguage(request);
        return { status: 'ok', items: page.map((row) => toInboxAppeal(row, list, language)), next };
      },
    );

    app.get(
      '/api/operator/thread/v1',
      { schema: { querystring: ZOperatorThreadQuery, response: { 200: ZOperatorThreadResponse } }, ...support },
      async (request) => {
        const language = requestLanguage(request);
        return toDeskThread(await desk.thread(request.query.idAppeal, language), await topics(), language);
      },
    );

    // A PDF: only the input is declared.
    app.get('/api/operator/fine-evidence/v1', { schema: { querystring: ZOperatorFineEvidenceQuery }, ...support }, async (request, reply) => {
      return sendEvidence(reply, await desk.fineEvidence(request.query.idAppeal, requestLanguage(request)));
    });

    app.post('/api/operator/reply/v1', { schema: { body: ZOperatorReplyRequest, response: { 200: ZOkAnswer } }, ...support }, async (request) => {
      const { idAppeal, message, status } = request.body;
      await desk.reply(deskActorOf(request), idAppeal, message, status);
      return { status: 'ok' };
    });

    app.post('/api/operator/status/v1', { schema: { body: ZOperatorStatusRequest, response: { 200: ZOkAnswer } }, ...support }, async (request) => {
      const { idAppeal, status } = request.body;
      await desk.setStatus(deskActorOf(request), idAppeal, status);
      return { status: 'ok' };
    });
  };
}
