import type { FastifyPluginAsync } from 'fastify';
import { ZListNewsRequest, ZGetNewsRequest } from '@city-parking/contract/site/news';
import { ZGetPageRequest } from '@city-parking/contract/site/pages';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { toNewsAnswer, toNewsListAnswer, toPageAnswer, toPopupAnswer, toSmsCommandAnswer } from './site-answer.ts';
import type { SiteService } from './site-service.ts';

/** Site options, settings and public content of one city. */
export function siteRoutes(site: SiteService): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/info/get-options-info', async () => ({ status: 'ok', result: await site.getSiteOptions() }));

    const optionsWithSettings = async () => {
      const [options, settings] = await Promise.all([site.getSiteOptions(), site.getSettings()]);
      return { status: 'ok', result: { ...options, settings } };
    };
    app.get('/api/info/get-options-info-v2', optionsWithSettings);
    app.get('/api/info/get-options-info-v3', optionsWithSettings);

    app.get('/api/options', async () => ({ status: 'ok', result: await site.getSettings() }));

    app.get('/api/news', async (request) => {
      const { limit, offset } = validate(ZListNewsRequest, request.query);
      return { status: 'ok', result: toNewsListAnswer(await site.listNews(limit, offset), requestLanguage(request)) };
    });

    app.get('/api/news/get-one', async (request) => {
      const { id } = validate(ZGetNewsRequest, request.query);
      return { status: 'ok', result: toNewsAnswer(await site.getNews(id), requestLanguage(request)) };
    });

    app.get('/api/pages/get-by-path', async (request) => {
      const { path } = validate(ZGetPageRequest, request.query);
      return { status: 'ok', result: toPageAnswer(await site.getPage(path), requestLanguage(request)) };
    });

    app.get('/api/sms-commands', async (request) => ({
      status: 'ok',
      result: (await site.listSmsCommands()).map((row) => toSmsCommandAnswer(row, requestLanguage(request))),
    }));

    app.get('/api/notification/popup', async (request) => ({
      status: 'ok',
      result: toPopupAnswer(await site.getPopup(), requestLanguage(request)),
    }));
  };
}
