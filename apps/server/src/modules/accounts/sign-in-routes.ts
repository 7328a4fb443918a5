import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import {
  ZCheckCaptchaRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZNewCaptchaRequest,
  ZNewCaptchaResponse,
  ZYandexIdRequest,
  ZYandexIdResponse,
} from '@city-parking/contract/auth/login';
import { ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { LoginService } from './login-service.ts';
import { STRICT } from './route-options.ts';
import type { YandexIdService } from './yandex-id.ts';

export interface SignInRouteServices {
  logins: LoginService;
  /** Null unless a Yandex ID client is configured. */
  yandex: YandexIdService | null;
}

/** Sign-in by password (every version of the call), its captcha, and Yandex ID. */
export function signInRoutes({ logins, yandex }: SignInRouteServices): RoutesPlugin {
  return async (app) => {
    // Sign-in: one implementation behind every version of the call, and one rate-limit bucket for
    // all five (@fastify/rate-limit's groupId still counts each route apart with its memory store).
    // The bucket counts every attempt, well-formed or not: it runs on request, before the body is parsed.
    const signInLimit = { onRequest: app.rateLimit(STRICT.config.rateLimit) };
    for (const path of ['login', 'login-v2', 'login-v3', 'login-v4', 'login-v5']) {
      app.post(`/api/auth/${path}`, { ...signInLimit, schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } }, async (request) => {
        const { login, password, captcha, captchaType } = request.body;
        const ask = { type: captchaType, language: requestLanguage(request) };
        const { token, changePassword } = await logins.login(login, password, captcha, request.ip, ask);
        return changePassword ? { status: 'ok', id_session: token, changePassword } : { status: 'ok', id_session: token };
      });
    }
    app.post('/api/auth/check-captcha', { ...STRICT, schema: { body: ZCheckCaptchaRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { login, captcha } = request.body;
      await logins.checkCaptcha(login, captcha, request.ip);
      return { status: 'ok' };
    });
    // Ours: a new picture, or a question in words instead, for the sign-in that demands a captcha.
    app.post('/api/auth/captcha', { ...STRICT, schema: { body: ZNewCaptchaRequest, response: { 200: ZNewCaptchaResponse } } }, async (request) => {
      const { login, captchaType } = request.body;
      const challenge = await logins.newCaptcha(login, request.ip, { type: captchaType, language: requestLanguage(request) });
      return { status: 'ok', ...challenge };
    });

    // Yandex ID exists only for a configured client. The POST (ours) carries the password that links
    // an existing account, in the body so that it stays out of logged URLs; it shares the sign-in's bucket.
    if (yandex) {
      app.get('/backend/v2/yandexID', { ...STRICT, schema: { querystring: ZTokenQuery, response: { 200: ZYandexIdResponse } } }, async (request) => {
        return { status: 'ok', result: { token: await yandex.signIn(request.query.token) } };
      });
      app.post('/backend/v2/yandexID', { ...signInLimit, schema: { body: ZYandexIdRequest, response: { 200: ZYandexIdResponse } } }, async (request) => {
        const { token, password, captcha } = request.body;
        const proof = password ? { password, ip: request.ip, ...(captcha ? { captcha } : {}) } : undefined;
        return { status: 'ok', result: { token: await yandex.signIn(token, proof) } };
      });
    }
  };
}
