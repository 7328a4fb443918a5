import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { ZEmailLinkRequest, ZEmailLinkResponse } from '@city-parking/contract/auth/email-link';
import {
  ZChangePhoneRequest,
  ZCheckEmailRequest,
  ZCheckPhoneRequest,
  ZConfirmationTypeResponse,
  ZConfirmRequest,
  ZConfirmResponse,
  ZRegistrationRequest,
  ZRegistrationResponse,
  ZResendCodeRequest,
  type TConfirmationType,
} from '@city-parking/contract/auth/registration';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { ContactService } from './contact-service.ts';
import type { RegistrationService } from './registration-service.ts';
import { STRICT } from './route-options.ts';

export interface RegistrationRouteServices {
  confirmationType: () => Promise<TConfirmationType>;
  registration: RegistrationService;
  contacts: ContactService;
}

/** A call limited as STRICT, with its body and answer. */
const strict = <B extends $ZodType, R extends $ZodType>(body: B, answer: R) => ({ ...STRICT, schema: { body, response: { 200: answer } } });

/** The registration's progress, or a bare ok when the code confirmed a signed-in driver's new contact. */
const ZConfirmAnswer = z.union([ZConfirmResponse, ZOkAnswer]);

/** Registration and its confirmations (which also confirm a signed-in driver's new e-mail or phone). */
export function registrationRoutes({ confirmationType, registration, contacts }: RegistrationRouteServices): RoutesPlugin {
  return async (app) => {
    app.get('/api/auth/get-confirmation-type-v2', { schema: { response: { 200: ZConfirmationTypeResponse } } }, async () => ({
      status: 'ok',
      result: await confirmationType(),
    }));
    for (const path of ['registration', 'registration-v2']) {
      app.post(`/api/auth/${path}`, strict(ZRegistrationRequest, ZRegistrationResponse), async (request) => {
        return { status: 'ok', token: await registration.register(request.body, requestLanguage(request)) };
      });
    }
    // The same two calls confirm a registration and a signed-in driver's new e-mail or phone.
    app.post('/api/auth/confirm-phone', strict(ZConfirmRequest, ZConfirmAnswer), async (request) => {
      const { token, code } = request.body;
      if (!(await contacts.owns(token))) return { status: 'ok', ...(await registration.confirmPhone(token, code)) };
      await contacts.confirm(token, 'phone', code, requestLanguage(request));
      return { status: 'ok' };
    });
    app.post('/api/auth/confirm-email', strict(ZConfirmRequest, ZConfirmAnswer), async (request) => {
      const { token, code } = request.body;
      if (!(await contacts.owns(token))) return { status: 'ok', ...(await registration.confirmEmail(token, code)) };
      await contacts.confirm(token, 'email', code, requestLanguage(request));
      return { status: 'ok' };
    });
    // The e-mailed link: the web page of the link's city calls it, whatever city the browser had chosen.
    app.post('/api/auth/confirm-email-link', strict(ZEmailLinkRequest, ZEmailLinkResponse), async (request) => {
      const { salt, code } = request.body;
      return { status: 'ok', ...(await registration.confirmEmailLink(salt, code)) };
    });
    app.post('/api/auth/change-phone', strict(ZChangePhoneRequest, ZOkAnswer), async (request) => {
      const { token, phone } = request.body;
      await registration.changePhone(token, phone, requestLanguage(request));
      return { status: 'ok' };
    });
    app.post('/api/auth/resend-code', strict(ZResendCodeRequest, ZOkAnswer), async (request) => {
      const { token, target } = request.body;
      await registration.resend(token, target, requestLanguage(request));
      return { status: 'ok' };
    });
    app.post('/api/auth/check-email', strict(ZCheckEmailRequest, ZOkAnswer), async (request) => {
      await registration.checkEmail(request.body.email);
      return { status: 'ok' };
    });
    app.post('/api/auth/check-phone', strict(ZCheckPhoneRequest, ZOkAnswer), async (request) => {
      await registration.checkPhone(request.body.phone);
      return { status: 'ok' };
    });
  };
}
