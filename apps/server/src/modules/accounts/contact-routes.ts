import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import {
  ZPhoneRequest,
  ZSendCodeResponse,
  ZSendEmailCodeRequest,
  ZSendSmsCodeRequest,
  ZSetMainPhoneRequest,
} from '@city-parking/contract/profile/contact-calls';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { queryIntoBody } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { ContactService } from './contact-service.ts';
import { STRICT } from './route-options.ts';

export interface ContactRouteServices {
  auth: AuthHooks;
  contacts: ContactService;
}

/** A signed-in driver's e-mail and phones; the codes they send are confirmed on registration's paths. */
export function contactRoutes({ auth, contacts }: ContactRouteServices): RoutesPlugin {
  return async (app) => {
    // The token is read from the body the route's schema has parsed (the DELETE's query merged into it).
    const driver = auth.driver(tokenIn.body());
    app.post(
      '/api/profile/send-email-code',
      { ...STRICT, schema: { body: ZSendEmailCodeRequest, response: { 200: ZSendCodeResponse } }, preHandler: driver },
      async (request) => {
        const { email, currentpass } = request.body;
        return { status: 'ok', token: await contacts.sendEmailCode(driverIdOf(request), email, currentpass, requestLanguage(request)) };
      },
    );
    app.post(
      '/api/profile/send-sms-code',
      { ...STRICT, schema: { body: ZSendSmsCodeRequest, response: { 200: ZSendCodeResponse } }, preHandler: driver },
      async (request) => {
        const { phone, edit, currentpass } = request.body;
        return {
          status: 'ok',
          token: await contacts.sendPhoneCode(driverIdOf(request), phone, edit ? 'change' : 'add', currentpass, requestLanguage(request)),
        };
      },
    );
    app.delete(
      '/api/profile/delete-phone',
      { preValidation: queryIntoBody, schema: { body: ZPhoneRequest, response: { 200: ZOkAnswer } }, preHandler: driver },
      async (request) => {
        await contacts.deletePhone(driverIdOf(request), request.body.phone);
        return { status: 'ok' };
      },
    );
    app.put(
      '/api/profile/set-main-phone',
      { ...STRICT, schema: { body: ZSetMainPhoneRequest, response: { 200: ZOkAnswer } }, preHandler: driver },
      async (request) => {
        const { phone, currentpass } = request.body;
        await contacts.setMainPhone(driverIdOf(request), phone, currentpass, requestLanguage(request));
        return { status: 'ok' };
      },
    );
  };
}
