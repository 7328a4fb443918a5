import type { FastifyPluginAsync } from 'fastify';
import { ZOperatorInboxQuery, ZOperatorReplyRequest, ZOperatorStatusRequest, ZOperatorThreadQuery } from '@city-parking/contract/operator/operator-inbox';
import { ZOperatorFineEvidenceQuery } from '@city-parking/contract/operator/operator-fine-evidence';
import { ZOperatorLoginRequest, ZOperatorLogoutRequest } from '@city-parking/contract/operator/operator-login';
import { bearerToken } from '../../http/bearer-token.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { operatorIdOf, tokenIn, type AuthHooks, type TokenSource } from '../auth/auth-hook.ts';
import type { TokenService } from '../auth/token-service.ts';
import { sendEvidence } from '../fines/evidence-reply.ts';
import type { SiteService } from '../site/site-service.ts';
import { toDeskThread, toInboxAppeal } from './desk-answer.ts';
import type { DeskService } from './desk-service.ts';
import type { OperatorLoginService } from './operator-login-service.ts';

export interface OperatorRouteServices {
  auth: AuthHooks;
  tokens: TokenService;
  site: SiteService;
  operatorLogins: OperatorLoginService;
  desk: DeskService;
}

/** The operator's desk: sign-in, and the city's appeals inbox, with the operator token in the Authorization header. */
export function operatorRoutes({ auth, tokens, site, operatorLogins, desk }: OperatorRouteServices): FastifyPluginAsync {
  return async (app) => {
    // The same per-address limit as the drivers' sign-in; failures are counted by the login service.
    app.post('/api/operator/login/v1', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
      const { email, password, captcha, captchaType } = validate(ZOperatorLoginRequest, request.body);
      const ask = { type: captchaType, language: requestLanguage(request) };
      const { token, name } = await operatorLogins.login(email, password, captcha, request.ip, ask);
      return { status: 'ok', token, name };
    });

    // Logging out twice, or with a token the server no longer knows, is still a logout; a driver's token is left alone.
    app.post('/api/operator/logout/v1', async (request) => {
      validate(ZOperatorLogoutRequest, request.body);
      const token = bearerToken(request);
      if (token) await tokens.revoke(token, 'operator');
      return { status: 'ok' };
    });

    const signedIn = (source: TokenSource) => auth.operator(source, operatorLogins.isActive);
    const topics = async () => (await site.getSettings()).feedbackTopics;

    app.get('/api/operator/appeals/v1', { preHandler: signedIn(tokenIn.header(ZOperatorInboxQuery, 'query')) }, async (request) => {
      const query = validate(ZOperatorInboxQuery, request.query);
      const [{ page, next }, list] = await Promise.all([desk.inbox(query), topics()]);
      const language = requestLanguage(request);
      return { status: 'ok', items: page.map((row) => toInboxAppeal(row, list, language)), next };
    });

    app.get('/api/operator/thread/v1', { preHandler: signedIn(tokenIn.header(ZOperatorThreadQuery, 'query')) }, async (request) => {
      const { idAppeal } = validate(ZOperatorThreadQuery, request.query);
      const language = requestLanguage(request);
      return toDeskThread(await desk.thread(idAppeal, language), await topics(), language);
    });

    app.get('/api/operator/fine-evidence/v1', { preHandler: signedIn(tokenIn.header(ZOperatorFineEvidenceQuery, 'query')) }, async (request, reply) => {
      const { idAppeal } = validate(ZOperatorFineEvidenceQuery, request.query);
      return sendEvidence(reply, await desk.fineEvidence(idAppeal, requestLanguage(request)));
    });

    app.post('/api/operator/reply/v1', { preHandler: signedIn(tokenIn.header(ZOperatorReplyRequest, 'body')) }, async (request) => {
      const { idAppeal, message, status } = validate(ZOperatorReplyRequest, request.body);
      await desk.reply(operatorIdOf(request), idAppeal, message, status);
      return { status: 'ok' };
    });

    app.post('/api/operator/status/v1', { preHandler: signedIn(tokenIn.header(ZOperatorStatusRequest, 'body')) }, async (request) => {
      const { idAppeal, status } = validate(ZOperatorStatusRequest, request.body);
      await desk.setStatus(operatorIdOf(request), idAppeal, status);
      return { status: 'ok' };
    });
  };
}
