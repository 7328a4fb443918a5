import { ZOkAnswer } from '@city-parking/contract/answer/answer';
import {
  ZAppealRegistrationRequest,
  ZAppealRegistrationResponse,
  ZGetAppealsQuery,
  ZGetAppealsResponse,
  ZGetMessagesQuery,
  ZGetMessagesResponse,
  ZMessageRegistrationRequest,
} from '@city-parking/contract/feedback/appeals';
import { AppError } from '../../errors/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
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
export function feedbackRoutes({ auth, site, feedback }: FeedbackRouteServices): RoutesPlugin {
  return async (app) => {
    const posting = { rateLimit: { max: POSTS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } };
    const driver = auth.driver(tokenIn.header());
    // A city without feedback takes no appeals and shows none, whoever asks (after the input is read).
    app.addHook('preHandler', async () => {
      if (!(await site.getSettings()).useFeedback) throw new AppError('FeedbackUnavailable');
    });

    app.post(
      '/api/appealProcessing/appealRegistration/v1',
      { config: posting, schema: { body: ZAppealRegistrationRequest, response: { 200: ZAppealRegistrationResponse } }, preHandler: driver },
      async (request) => {
        const language = requestLanguage(request);
        const idAppeal = await feedback.register(driverIdOf(request), request.body, await site.getSettings(), language);
        const userMessage = language === 'en' ? 'Your appeal is registered' : 'Ваше обращение зарегистрировано';
        return { status: 'ok', idAppeal, userMessage };
      },
    );

    app.get(
      '/api/appealProcessing/getAppeals/v1',
      { schema: { querystring: ZGetAppealsQuery, response: { 200: ZGetAppealsResponse } }, preHandler: driver },
      async (request) => {
        const language = requestLanguage(request);
        const [rows, settings] = await Promise.all([feedback.appealsOf(driverIdOf(request)), site.getSettings()]);
        return { status: 'ok', count: rows.length, items: rows.map((row) => toAppealItem(row, settings.feedbackTopics, language)) };
      },
    );

    app.get(
      '/api/appealProcessing/getMessages/v1',
      { schema: { querystring: ZGetMessagesQuery, response: { 200: ZGetMessagesResponse } }, preHandler: driver },
      async (request) => {
        const { appeal, messages } = await feedback.messagesOf(driverIdOf(request), request.query.idAppeal);
        const items = toMessageItems(appeal, messages, (await site.getSettings()).feedbackTopics, requestLanguage(request));
        return { status: 'ok', count: items.length, items };
      },
    );

    app.post(
      '/api/appealProcessing/messageRegistration/v1',
      { config: posting, schema: { body: ZMessageRegistrationRequest, response: { 200: ZOkAnswer } }, preHandler: driver },
      async (request) => {
        const { idAppeal, message } = request.body;
        await feedback.write(driverIdOf(request), idAppeal, message);
        return { status: 'ok' };
      },
    );
  };
}
