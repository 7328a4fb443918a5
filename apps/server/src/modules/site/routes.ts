import type { FastifyPluginAsync } from 'fastify';
import { ZListNewsRequest, ZGetNewsRequest } from '@city-parking/contract/site/news';
import { ZGetPageRequest } from '@city-parking/contract/site/pages';
import { sendCachedAnswer } from '../../http/cached-answer.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import type { SiteAnswers } from './site-answers.ts';

/** What the content's answers depend on besides the address. */
const LANGUAGE = 'Accept-Language';

/** Site options, settings and public content of one city, answered from memory with an ETag. */
export function siteRoutes(answers: SiteAnswers): FastifyPluginAsync {
  return async (app) => {
    // The options and settings hold both languages; the content below varies by the asked one.
    app.get('/api/info/get-options-info', async (request, reply) => sendCachedAnswer(request, reply, await answers.options()));
    app.get('/api/info/get-options-info-v2', async (request, reply) => sendCachedAnswer(request, reply, await answers.optionsWithSettings()));
    app.get('/api/info/get-options-info-v3', async (request, reply) => sendCachedAnswer(request, reply, await answers.optionsWithSettings()));
    app.get('/api/options', async (request, reply) => sendCachedAnswer(request, reply, await answers.settings()));

    app.get('/api/news', async (request, reply) => {
      const { limit, offset } = validate(ZListNewsRequest, request.query);
      return sendCachedAnswer(request, reply, await answers.newsPage(requestLanguage(request), limit, offset), LANGUAGE);
    });

    app.get('/api/news/get-one', async (request, reply) => {
      const { id } = validate(ZGetNewsRequest, request.query);
      return sendCachedAnswer(request, reply, await answers.newsItem(requestLanguage(request), id), LANGUAGE);
    });

    app.get('/api/pages/get-by-path', async (request, reply) => {
      const { path } = validate(ZGetPageRequest, request.query);
      // One key per page however the path is written.
      const normalised = path.replace(/^\/+|\/+$/g, '').replace(/^pages\//, '');
      return sendCachedAnswer(request, reply, await answers.page(requestLanguage(request), normalised), LANGUAGE);
    });

    app.get('/api/sms-commands', async (request, reply) => sendCachedAnswer(request, reply, await answers.smsCommands(requestLanguage(request)), LANGUAGE));

    app.get('/api/notification/popup', async (request, reply) => sendCachedAnswer(request, reply, await answers.popup(requestLanguage(request)), LANGUAGE));
  };
}
