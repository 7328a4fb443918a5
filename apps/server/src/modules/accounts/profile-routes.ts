import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import {
  ZAccountSettingsResponse,
  ZBalanceResponse,
  ZChangePasswordRequest,
  ZChangeSettingRequest,
  ZGetProfileResponse,
  ZTokenQuery,
} from '@city-parking/contract/profile/get-profile';
import { ZChangeProfileRequest } from '@city-parking/contract/profile/contact-calls';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { driverIdOf, sharedPath, tokenIn, type AuthHooks, type CompanyRoute } from '../auth/auth-hook.ts';
import { toBalanceAnswer, toProfileAnswer } from './profile-answer.ts';
import type { ProfileService } from './profile-service.ts';
import { STRICT } from './route-options.ts';

export interface ProfileRouteServices {
  auth: AuthHooks;
  profiles: ProfileService;
  /** A company's balance on the same path (a coop token); without it the path is a driver's only. */
  companyBalance?: CompanyRoute | undefined;
}

/** The driver's profile, password, balance and settings. */
export function profileRoutes({ auth, profiles, companyBalance }: ProfileRouteServices): RoutesPlugin {
  return async (app) => {
    // Every call is the signed-in driver's; its token is read from the input its schema parsed.
    const byQuery = { preHandler: auth.driver(tokenIn.query()) };
    const byBody = { preHandler: auth.driver(tokenIn.body()) };
    for (const path of ['get-profile', 'get-profile-v2', 'get-profile-v3', 'get-profile-v4', 'get-profile-v5', 'get-profile-v6']) {
      app.get(`/api/profile/${path}`, { ...byQuery, schema: { querystring: ZTokenQuery, response: { 200: ZGetProfileResponse } } }, async (request) => ({
        status: 'ok',
        result: toProfileAnswer(await profiles.getProfile(driverIdOf(request), requestLanguage(request))),
      }));
    }
    app.put(
      '/api/profile/change-password',
      { ...STRICT, ...byBody, schema: { body: ZChangePasswordRequest, response: { 200: ZOkAnswer } } },
      async (request) => {
        const { token, pass, currentpass } = request.body;
        await profiles.changePassword(driverIdOf(request), token, currentpass, pass);
        return { status: 'ok' };
      },
    );
    app.put('/api/profile/change-profile', { ...byBody, schema: { body: ZChangeProfileRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { firstname, lastname, middlename, email } = request.body;
      await profiles.changeProfile(driverIdOf(request), { firstname, lastname, middlename, email });
      return { status: 'ok' };
    });

    const balance = sharedPath(auth, { in: 'query', token: tokenIn.query(), input: ZTokenQuery, answer: ZBalanceResponse, company: companyBalance });
    app.get(
      '/api/profile/get-balance',
      balance.options,
      balance.handle(async (_input, request) => toBalanceAnswer(await profiles.balance(driverIdOf(request)))),
    );
    app.get(
      '/api/profile/get-settings-v1',
      { ...byQuery, schema: { querystring: ZTokenQuery, response: { 200: ZAccountSettingsResponse } } },
      async (request) => ({ status: 'ok', result: await profiles.getSettings(driverIdOf(request)) }),
    );
    app.put('/api/profile/change-settings-v1', { ...byBody, schema: { body: ZChangeSettingRequest, response: { 200: ZOkAnswer } } }, async (request) => {
      const { name, value } = request.body;
      await profiles.changeSetting(driverIdOf(request), name, value, requestLanguage(request));
      return { status: 'ok' };
    });
  };
}
