import type { FastifyPluginAsync } from 'fastify';
import { normalisePhone } from '@city-parking/contract/auth/fields';
import { ZRestoreChangeRequest, ZRestoreCheckRequest, ZRestoreSendEmailRequest, ZRestoreV2ChangeRequest } from '@city-parking/contract/auth/restore';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import type { RestoreService } from './restore-service.ts';
import { STRICT } from './route-options.ts';

/** Password restore, by an e-mailed link or a phone's code. */
export function restoreRoutes(restore: RestoreService): FastifyPluginAsync {
  return async (app) => {
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
  };
}
