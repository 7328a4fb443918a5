import type { FastifyPluginAsync } from 'fastify';
import { ZChangePasswordRequest, ZChangeSettingRequest, ZTokenQuery } from '@city-parking/contract/profile/get-profile';
import { ZChangeProfileRequest } from '@city-parking/contract/profile/contact-calls';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyHandler } from '../auth/auth-hook.ts';
import { toBalanceAnswer, toProfileAnswer } from './profile-answer.ts';
import type { ProfileService } from './profile-service.ts';
import { driverOptions, STRICT } from './route-options.ts';

export interface ProfileRouteServices {
  auth: AuthHooks;
  profiles: ProfileService;
  /** A company's balance on the same path (a coop token); without it the path is a driver's only. */
  companyBalance?: CompanyHandler | undefined;
}

/** The driver's profile, password, balance and settings. */
export function profileRoutes({ auth, profiles, companyBalance }: ProfileRouteServices): FastifyPluginAsync {
  return async (app) => {
    const { byQuery, byBody } = driverOptions(auth);
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

    const balance = sharedPath(auth, tokenIn.query(ZTokenQuery), companyBalance);
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
