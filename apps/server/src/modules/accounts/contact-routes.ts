import type { FastifyPluginAsync } from 'fastify';
import { ZPhoneRequest, ZSendEmailCodeRequest, ZSendSmsCodeRequest, ZSetMainPhoneRequest } from '@city-parking/contract/profile/contact-calls';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, type AuthHooks } from '../auth/auth-hook.ts';
import type { ContactService } from './contact-service.ts';
import { driverOptions, STRICT } from './route-options.ts';

export interface ContactRouteServices {
  auth: AuthHooks;
  contacts: ContactService;
}

/** A signed-in driver's e-mail and phones; the codes they send are confirmed on registration's paths. */
export function contactRoutes({ auth, contacts }: ContactRouteServices): FastifyPluginAsync {
  return async (app) => {
    const { byBody, byEither } = driverOptions(auth);
    app.post('/api/profile/send-email-code', { ...STRICT, ...byBody(ZSendEmailCodeRequest) }, async (request) => {
      const { email, currentpass } = validate(ZSendEmailCodeRequest, request.body);
      return { status: 'ok', token: await contacts.sendEmailCode(driverIdOf(request), email, currentpass, requestLanguage(request)) };
    });
    app.post('/api/profile/send-sms-code', { ...STRICT, ...byBody(ZSendSmsCodeRequest) }, async (request) => {
      const { phone, edit, currentpass } = validate(ZSendSmsCodeRequest, request.body);
      return { status: 'ok', token: await contacts.sendPhoneCode(driverIdOf(request), phone, edit ? 'change' : 'add', currentpass, requestLanguage(request)) };
    });
    app.delete('/api/profile/delete-phone', byEither(ZPhoneRequest), async (request) => {
      const { phone } = validate(ZPhoneRequest, queryAndBody(request));
      await contacts.deletePhone(driverIdOf(request), phone);
      return { status: 'ok' };
    });
    app.put('/api/profile/set-main-phone', { ...STRICT, ...byBody(ZSetMainPhoneRequest) }, async (request) => {
      const { phone, currentpass } = validate(ZSetMainPhoneRequest, request.body);
      await contacts.setMainPhone(driverIdOf(request), phone, currentpass, requestLanguage(request));
      return { status: 'ok' };
    });
  };
}
