import type { FastifyPluginAsync } from 'fastify';
import { ZEmailLinkRequest } from '@city-parking/contract/auth/email-link';
import {
  ZChangePhoneRequest,
  ZCheckEmailRequest,
  ZCheckPhoneRequest,
  ZConfirmRequest,
  ZRegistrationRequest,
  ZResendCodeRequest,
  type TConfirmationType,
} from '@city-parking/contract/auth/registration';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import type { ContactService } from './contact-service.ts';
import type { RegistrationService } from './registration-service.ts';
import { STRICT } from './route-options.ts';

export interface RegistrationRouteServices {
  confirmationType: () => Promise<TConfirmationType>;
  registration: RegistrationService;
  contacts: ContactService;
}

/** Registration and its confirmations (which also confirm a signed-in driver's new e-mail or phone). */
export function registrationRoutes({ confirmationType, registration, contacts }: RegistrationRouteServices): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/auth/get-confirmation-type-v2', async () => ({ status: 'ok', result: await confirmationType() }));
    for (const path of ['registration', 'registration-v2']) {
      app.post(`/api/auth/${path}`, STRICT, async (request) => {
        const input = validate(ZRegistrationRequest, request.body);
        return { status: 'ok', token: await registration.register(input, requestLanguage(request)) };
      });
    }
    // The same two calls confirm a registration and a signed-in driver's new e-mail or phone.
    app.post('/api/auth/confirm-phone', STRICT, async (request) => {
      const { token, code } = validate(ZConfirmRequest, request.body);
      if (!(await contacts.owns(token))) return { status: 'ok', ...(await registration.confirmPhone(token, code)) };
      await contacts.confirm(token, 'phone', code, requestLanguage(request));
      return { status: 'ok' };
    });
    app.post('/api/auth/confirm-email', STRICT, async (request) => {
      const { token, code } = validate(ZConfirmRequest, request.body);
      if (!(await contacts.owns(token))) return { status: 'ok', ...(await registration.confirmEmail(token, code)) };
      await contacts.confirm(token, 'email', code, requestLanguage(request));
      return { status: 'ok' };
    });
    // The e-mailed link: the web page of the link's city calls it, whatever city the browser had chosen.
    app.post('/api/auth/confirm-email-link', STRICT, async (request) => {
      const { salt, code } = validate(ZEmailLinkRequest, request.body);
      return { status: 'ok', ...(await registration.confirmEmailLink(salt, code)) };
    });
    app.post('/api/auth/change-phone', STRICT, async (request) => {
      const { token, phone } = validate(ZChangePhoneRequest, request.body);
      await registration.changePhone(token, phone, requestLanguage(request));
      return { status: 'ok' };
    });
    app.post('/api/auth/resend-code', STRICT, async (request) => {
      const { token, target } = validate(ZResendCodeRequest, request.body);
      await registration.resend(token, target, requestLanguage(request));
      return { status: 'ok' };
    });
    app.post('/api/auth/check-email', STRICT, async (request) => {
      await registration.checkEmail(validate(ZCheckEmailRequest, request.body).email);
      return { status: 'ok' };
    });
    app.post('/api/auth/check-phone', STRICT, async (request) => {
      await registration.checkPhone(validate(ZCheckPhoneRequest, request.body).phone);
      return { status: 'ok' };
    });
  };
}
