import type { FastifyPluginAsync } from 'fastify';
import { ZAppealRegistrationRequest, ZGetAppealsQuery, ZGetMessagesQuery, ZMessageRegistrationRequest } from '@city-parking/contract/feedback/appeals';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { driverIdOf, tokenIn, type AuthHooks } from '../auth/auth-hook.ts';
import type { SiteService } from '../site/site-service.ts';
import { POSTS_PER_ADDRESS_PER_HOUR } from './appeal-limits.ts';
import { toAppealItem, toMessageItems } from './appeal-answer.ts';
import type { FeedbackService } from './feedback-service.ts';

export interface FeedbackRouteServices {
  auth: AuthHooks;
  site: SiteService;
  feedback: FeedbackService;
}

/** The driver's appeals to the operators, with the token in the Authorization header. */
export function feedbackRoutes({ auth, site, feedback }: FeedbackRouteServices): FastifyPluginAsync {
  return async (app) => {
    const posting = { rateLimit: { max: POSTS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } };

    app.post(
      '/api/appealProcessing/appealRegistration/v1',
      { config: posting, preHandler: auth.driver(tokenIn.header(ZAppealRegistrationRequest, 'body')) },
      async (request) => {
        const input = validate(ZAppealRegistrationRequest, request.body);
        const language = requestLanguage(request);
        const idAppeal = await feedback.register(driverIdOf(request), input, await site.getSettings(), language);
        const userMessage = language === 'en' ? 'Your appeal is registered' : 'Ваше обращение зарегистрировано';
        return { status: 'ok', idAppeal, userMessage };
      },
    );

    app.get('/api/appealProcessing/getAppeals/v1', { preHandler: auth.driver(tokenIn.header(ZGetAppealsQuery, 'query')) }, async (request) => {
      const language = requestLanguage(request);
      const [rows, settings] = await Promise.all([feedback.appealsOf(driverIdOf(request)), site.getSettings()]);
      return { status: 'ok', count: rows.length, items: rows.map((row) => toAppealItem(row, settings.feedbackTopics, language)) };
    });

    app.get('/api/appealProcessing/getMessages/v1', { preHandler: auth.driver(tokenIn.header(ZGetMessagesQuery, 'query')) }, async (request) => {
      const { idAppeal } = validate(ZGetMessagesQuery, request.query);
      const { appeal, messages } = await feedback.messagesOf(driverIdOf(request), idAppeal);
      const items = toMessageItems(appeal, messages, (await site.getSettings()).feedbackTopics, requestLanguage(request));
      return { status: 'ok', count: items.length, items };
    });

    app.post(
      '/api/appealProcessing/messageRegistration/v1',
      { config: posting, preHandler: auth.driver(tokenIn.header(ZMessageRegistrationRequest, 'body')) },
      async (request) => {
        const { idAppeal, message } = validate(ZMessageRegistrationRequest, request.body);
        await feedback.write(driverIdOf(request), idAppeal, message);
        return { status: 'ok' };
      },
    );
  };
}
