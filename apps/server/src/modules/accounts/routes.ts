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
import { ZCheckCaptchaRequest, ZLoginRequest, ZNewCaptchaRequest, ZYandexIdRequest } from '@city-parking/contract/auth/login';
import { normalisePhone } from '@city-parking/contract/auth/fields';
import { ZRestoreChangeRequest, ZRestoreCheckRequest, ZRestoreSendEmailRequest, ZRestoreV2ChangeRequest } from '@city-parking/contract/auth/restore';
import { ZChangePasswordRequest, ZChangeSettingRequest, ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import {
  ZAddCarRequest,
  ZAddDocumentRequest,
  ZChangeCarsRequest,
  ZDeleteCarRequest,
  ZDeleteDocumentRequest,
  ZEditCarRequest,
  ZEditDocumentRequest,
} from '@city-parking/contract/profile/vehicle-calls';
import {
  ZChangeProfileRequest,
  ZPhoneRequest,
  ZSendEmailCodeRequest,
  ZSendSmsCodeRequest,
  ZSetMainPhoneRequest,
} from '@city-parking/contract/profile/contact-calls';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { queryAndBody, validate } from '../../http/validate.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyHandler } from '../auth/auth-hook.ts';
import type { ContactService } from './contact-service.ts';
import type { LoginService } from './login-service.ts';
import { toBalanceAnswer, toProfileAnswer } from './profile-answer.ts';
import type { ProfileService } from './profile-service.ts';
import type { RegistrationService } from './registration-service.ts';
import type { RestoreService } from './restore-service.ts';
import type { VehicleService } from './vehicle-service.ts';
import type { YandexIdService } from './yandex-id.ts';

/** Calls that send messages or guess secrets are limited per address on top of their own rules. */
const STRICT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export interface AccountRouteServices {
  auth: AuthHooks;
  confirmationType: () => Promise<TConfirmationType>;
  registration: RegistrationService;
  logins: LoginService;
  restore: RestoreService;
  vehicles: VehicleService;
  profiles: ProfileService;
  contacts: ContactService;
  /** Null unless a Yandex ID client is configured. */
  yandex: YandexIdService | null;
  /** A company's balance and vehicle list on the same paths (a coop token); without them those paths are a driver's only. */
  company?: { balance: CompanyHandler; changeCars: CompanyHandler; addCar: CompanyHandler; editCar: CompanyHandler; deleteCar: CompanyHandler };
}

/** Sign-in, registration, password restore and the driver's own profile. */
export function accountRoutes({
  auth,
  confirmationType,
  registration,
  logins,
  restore,
  vehicles,
  profiles,
  contacts,
  yandex,
  company,
}: AccountRouteServices): FastifyPluginAsync {
  return async (app) => {
    // Every profile call is the signed-in driver's; its token is in the query, the body or either.
    const byQuery = { preHandler: auth.driver(tokenIn.query(ZTokenQuery)) };
    const byBody = (schema: Parameters<typeof tokenIn.body>[0]) => ({ preHandler: auth.driver(tokenIn.body(schema)) });
    const byEither = (schema: Parameters<typeof tokenIn.queryOrBody>[0]) => ({ preHandler: auth.driver(tokenIn.queryOrBody(schema)) });

    // Sign-in: one implementation behind every version of the call, and one rate-limit bucket for
    // all five (@fastify/rate-limit's groupId still counts each route apart with its memory store).
    const signInLimit = { onRequest: app.rateLimit(STRICT.config.rateLimit) };
    for (const path of ['login', 'login-v2', 'login-v3', 'login-v4', 'login-v5']) {
      app.post(`/api/auth/${path}`, signInLimit, async (request) => {
        const { login, password, captcha, captchaType } = validate(ZLoginRequest, request.body);
        const ask = { type: captchaType, language: requestLanguage(request) };
        const { token, changePassword } = await logins.login(login, password, captcha, request.ip, ask);
        return changePassword ? { status: 'ok', id_session: token, changePassword } : { status: 'ok', id_session: token };
      });
    }
    app.post('/api/auth/check-captcha', STRICT, async (request) => {
      const { login, captcha } = validate(ZCheckCaptchaRequest, request.body);
      await logins.checkCaptcha(login, captcha, request.ip);
      return { status: 'ok' };
    });
    // Ours: a new picture, or a question in words instead, for the sign-in that demands a captcha.
    app.post('/api/auth/captcha', STRICT, async (request) => {
      const { login, captchaType } = validate(ZNewCaptchaRequest, request.body);
      const challenge = await logins.newCaptcha(login, request.ip, { type: captchaType, language: requestLanguage(request) });
      return { status: 'ok', ...challenge };
    });

    // Yandex ID exists only for a configured client. The POST (ours) carries the password that links
    // an existing account, in the body so that it stays out of logged URLs.
    if (yandex) {
      app.get('/backend/v2/yandexID', STRICT, async (request) => {
        const { token } = validate(ZTokenQuery, request.query);
        return { status: 'ok', result: { token: await yandex.signIn(token) } };
      });
      app.post('/backend/v2/yandexID', signInLimit, async (request) => {
        const { token, password, captcha } = validate(ZYandexIdRequest, request.body);
        const proof = password ? { password, ip: request.ip, ...(captcha ? { captcha } : {}) } : undefined;
        return { status: 'ok', result: { token: await yandex.signIn(token, proof) } };
      });
    }

    // Registration.
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

    // Password restore.
    app.get('/api/profile/restore-password/send-email', STRICT, async (request) => {
      await restore.sendEmail(validate(ZRestoreSendEmailRequest, request.query).email, requestLanguage(request));
      return { status: 'ok' };
    });
    app.get('/api/profile/restore-password/check', STRICT, async (request) => {
      await restore.check(validate(ZRestoreCheckRequest, request.query).token);
      return { status: 'ok' };
    });
    app.put('/api/profile/restore-password/change', STRICT, async (request) => {
      const { token, pass } = validate(ZRestoreChangeRequest, request.body);
      const signedIn = await restore.change(token, pass);
      return signedIn.token ? { status: 'ok', id_session: signedIn.token } : { status: 'ok' };
    });
    app.put('/api/profile/restore-password-v2/change', STRICT, async (request) => {
      const { login, type } = validate(ZRestoreV2ChangeRequest, request.body);
      if (type === 'email') {
        await restore.sendEmail(validate(ZRestoreSendEmailRequest, { email: login }).email, requestLanguage(request));
      } else {
        const phone = normalisePhone(login);
        if (!phone) throw new AppError('ValidationError', { login: 'InvalidFormat' });
        await restore.byPhone(phone, requestLanguage(request));
      }
      return { status: 'ok' };
    });

    // The driver's profile.
    for (const path of ['get-profile', 'get-profile-v2', 'get-profile-v3', 'get-profile-v4', 'get-profile-v5', 'get-profile-v6']) {
      app.get(`/api/profile/${path}`, byQuery, async (request) => ({
        status: 'ok',
        result: toProfileAnswer(await profiles.getProfile(driverIdOf(request), requestLanguage(request))),
      }));
    }
    app.put('/api/profile/change-password', { ...STRICT, ...byBody(ZChangePasswordRequest) }, async (request) => {
      const { token, pass, currentpass } = validate(ZChangePasswordRequest, request.body);
      await profiles.changePassword(driverIdOf(request), token, currentpass, pass);
      return { status: 'ok' };
    });
    app.put('/api/profile/change-profile', byBody(ZChangeProfileRequest), async (request) => {
      const { firstname, lastname, middlename, email } = validate(ZChangeProfileRequest, request.body);
      await profiles.changeProfile(driverIdOf(request), { firstname, lastname, middlename, email });
      return { status: 'ok' };
    });
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
    // Vehicles and documents.
    // A company's car calls share these paths (a coop token, its own fields): only the token is read before the kind is known.
    const addCar = sharedPath(auth, company ? tokenIn.body(ZTokenQuery) : tokenIn.body(ZAddCarRequest), company?.addCar);
    app.post(
      '/api/profile/car',
      { preHandler: addCar.preHandler },
      addCar.handle(async (request) => {
        const { token: _token, ...input } = validate(ZAddCarRequest, request.body);
        await vehicles.add(driverIdOf(request), input);
        return { status: 'ok' };
      }),
    );
    const editCar = sharedPath(auth, company ? tokenIn.body(ZTokenQuery) : tokenIn.body(ZEditCarRequest), company?.editCar);
    app.put(
      '/api/profile/car',
      { preHandler: editCar.preHandler },
      editCar.handle(async (request) => {
        const { token: _token, oldgrz, newgrz, ...input } = validate(ZEditCarRequest, request.body);
        await vehicles.edit(driverIdOf(request), oldgrz, { ...input, grz: newgrz });
        return { status: 'ok' };
      }),
    );
    const deleteCar = sharedPath(auth, company ? tokenIn.queryOrBody(ZTokenQuery) : tokenIn.queryOrBody(ZDeleteCarRequest), company?.deleteCar);
    app.delete(
      '/api/profile/car',
      { preHandler: deleteCar.preHandler },
      deleteCar.handle(async (request) => {
        const { grz } = validate(ZDeleteCarRequest, queryAndBody(request));
        await vehicles.remove(driverIdOf(request), grz);
        return { status: 'ok' };
      }),
    );
    // A company sends its own list here with a coop token: only the token is read before the kind is known.
    const changeCars = sharedPath(auth, company ? tokenIn.body(ZTokenQuery) : tokenIn.body(ZChangeCarsRequest), company?.changeCars);
    for (const path of ['change-cars', 'change-cars-v2']) {
      app.put(
        `/api/profile/${path}`,
        { preHandler: changeCars.preHandler },
        changeCars.handle(async (request) => {
          const { car } = validate(ZChangeCarsRequest, request.body);
          await vehicles.replaceAll(driverIdOf(request), car);
          return { status: 'ok' };
        }),
      );
    }
    app.post('/api/profile/document', byBody(ZAddDocumentRequest), async (request) => {
      const { type, number } = validate(ZAddDocumentRequest, request.body);
      await vehicles.saveDocument(driverIdOf(request), { type, number });
      return { status: 'ok' };
    });
    app.put('/api/profile/document', byBody(ZEditDocumentRequest), async (request) => {
      const { id, type, number } = validate(ZEditDocumentRequest, request.body);
      await vehicles.saveDocument(driverIdOf(request), { id, type, number });
      return { status: 'ok' };
    });
    app.delete('/api/profile/document', byEither(ZDeleteDocumentRequest), async (request) => {
      const { id } = validate(ZDeleteDocumentRequest, queryAndBody(request));
      await vehicles.removeDocument(driverIdOf(request), id);
      return { status: 'ok' };
    });

    const balance = sharedPath(auth, tokenIn.query(ZTokenQuery), company?.balance);
    app.get(
      '/api/profile/get-balance',
      { preHandler: balance.preHandler },
      balance.handle(async (request) => toBalanceAnswer(await profiles.balance(driverIdOf(request)))),
    );
    app.get('/api/profile/get-settings-v1', byQuery, async (request) => ({ status: 'ok', result: await profiles.getSettings(driverIdOf(request)) }));
    app.put('/api/profile/change-settings-v1', byBody(ZChangeSettingRequest), async (request) => {
      const { name, value } = validate(ZChangeSettingRequest, request.body);
      await profiles.changeSetting(driverIdOf(request), name, value, requestLanguage(request));
      return { status: 'ok' };
    });
  };
}
