import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import { normalisePhone } from '@city-parking/contract/auth/fields';
import {
  ZRestoreChangeRequest,
  ZRestoreChangeResponse,
  ZRestoreCheckRequest,
  ZRestoreSendEmailRequest,
  ZRestoreV2ChangeRequest,
} from '@city-parking/contract/auth/restore';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { validate } from '../../http/validate.ts';
import type { RestoreService } from './restore-service.ts';
import { STRICT } from './route-options.ts';

/** Password restore, by an e-mailed link or a phone's code. */
export function restoreRoutes(restore: RestoreService): RoutesPlugin {
  return async (app) => {
    app.get(
      '/api/profile/restore-password/send-email',
      { ...STRICT, schema: { querystring: ZRestoreSendEmailRequest, response: { 200: ZOkAnswer } } },
      async (request) => {
        await restore.sendEmail(request.query.email, requestLanguage(request));
        return { status: 'ok' };
      },
    );
    app.get(
      '/api/profile/restore-password/check',
      { ...STRICT, schema: { querystring: ZRestoreCheckRequest, response: { 200: ZOkAnswer } } },
      async (request) => {
        await restore.check(request.query.token);
        return { status: 'ok' };
      },
    );
    app.put(
      '/api/profile/restore-password/change',
      { ...STRICT, schema: { body: ZRestoreChangeRequest, response: { 200: ZRestoreChangeResponse } } },
      async (request) => {
        const { token, pass } = request.body;
        const signedIn = await restore.change(token, pass);
        return signedIn.token ? { status: 'ok', id_session: signedIn.token } : { status: 'ok' };
      },
    );
    app.put(
      '/api/profile/restore-password-v2/change',
      { ...STRICT, schema: { body: ZRestoreV2ChangeRequest, response: { 200: ZOkAnswer } } },
      async (request) => {
        const { login, type } = request.body;
        // The login is read as what `type` names: an e-mail as send-email takes it (its ValidationError
        // names `email`), a phone as the phone rules normalise it.
        if (type === 'email') {
          await restore.sendEmail(validate(ZRestoreSendEmailRequest, { email: login }).email, requestLanguage(request));
        } else {
          const phone = normalisePhone(login);
          if (!phone) throw new AppError('ValidationError', { login: 'InvalidFormat' });
          await restore.byPhone(phone, requestLanguage(request));
        }
        return { status: 'ok' };
      },
    );
  };
}
