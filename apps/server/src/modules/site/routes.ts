import { ZListNewsRequest, ZGetNewsRequest } from '@city-parking/contract/site/news';
import { ZGetPageRequest } from '@city-parking/contract/site/pages';
import { sendCachedAnswer } from '../../http/cached-answer.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { SiteAnswers } from './site-answers.ts';

/** What the content's answers depend on besides the address. */
const LANGUAGE = 'Accept-Language';

/**
 * Site options, settings and public content of one city, answered from memory with an ETag. The
 * routes declare only their input: each answer is kept as text, serialised once when it was built.
 */
export function siteRoutes(answers: SiteAnswers): RoutesPlugin {
  return async (app) => {
    // The options and settings hold both languages; the content below varies by the asked one.
    app.get('/api/info/get-options-info', async (request, reply) => sendCachedAnswer(request, reply, await answers.options()));
    app.get('/api/info/get-options-info-v2', async (request, reply) => sendCachedAnswer(request, reply, await answers.optionsWithSettings()));
    app.get('/api/info/get-options-info-v3', async (request, reply) => sendCachedAnswer(request, reply, await answers.optionsWithSettings()));
    app.get('/api/options', async (request, reply) => sendCachedAnswer(request, reply, await answers.settings()));

    app.get('/api/news', { schema: { querystring: ZListNewsRequest } }, async (request, reply) => {
      const { limit, offset } = request.query;
      return sendCachedAnswer(request, reply, await answers.newsPage(requestLanguage(request), limit, offset), LANGUAGE);
    });

    app.get('/api/news/get-one', { schema: { querystring: ZGetNewsRequest } }, async (request, reply) => {
      const { id } = request.query;
      return sendCachedAnswer(request, reply, await answers.newsItem(requestLanguage(request), id), LANGUAGE);
    });

    app.get('/api/pages/get-by-path', { schema: { querystring: ZGetPageRequest } }, async (request, reply) => {
      const { path } = request.query;
      // One key per page however the path is written.
      const normalised = path.replace(/^\/+|\/+$/g, '').replace(/^pages\//, '');
      return sendCachedAnswer(request, reply, await answers.page(requestLanguage(request), normalised), LANGUAGE);
    });

    app.get('/api/pages/list', async (request, reply) => sendCachedAnswer(request, reply, await answers.pageList(requestLanguage(request)), LANGUAGE));

    app.get('/api/sms-commands', async (request, reply) => sendCachedAnswer(request, reply, await answers.smsCommands(requestLanguage(request)), LANGUAGE));

    app.get('/api/notification/popup', async (request, reply) => sendCachedAnswer(request, reply, await answers.popup(requestLanguage(request)), LANGUAGE));
  };
}
