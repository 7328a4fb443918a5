import type { TLanguage } from '@city-parking/contract/site/languages';
import type { ReadCache } from '../../db/read-cache.ts';
import { cachedAnswer, type CachedAnswer } from '../../http/cached-answer.ts';
import { toNewsAnswer, toNewsListAnswer, toPageAnswer, toPageLinkAnswer, toPopupAnswer, toSmsCommandAnswer } from './site-answer.ts';
import type { SiteService } from './site-service.ts';

/**
 * The public read calls' answers, serialised and tagged once per version of the tables they come
 * from (and per language and parameters), so that a read is a lookup in memory. A missing news item
 * or page is an error, which is never kept.
 */
export function siteAnswers(site: SiteService, cache: ReadCache) {
  const options = cache.one(['setting', 'menu_item'], async () => cachedAnswer(await site.getSiteOptions()));
  const optionsWithSettings = cache.one(['setting', 'menu_item'], async () => {
    const [result, settings] = await Promise.all([site.getSiteOptions(), site.getSettings()]);
    return cachedAnswer({ ...result, settings });
  });
  const settings = cache.one(['setting'], async () => cachedAnswer(await site.getSettings()));
  const newsPage = cache.keyed(['news'], async (key: string) => {
    const [lang, limit, offset] = key.split(':') as [TLanguage, string, string];
    return cachedAnswer(toNewsListAnswer(await site.listNews(Number(limit), Number(offset)), lang));
  });
  const newsItem = cache.keyed(['news'], async (key: string) => {
    const [lang, id] = key.split(':') as [TLanguage, string];
    return cachedAnswer(toNewsAnswer(await site.getNews(Number(id)), lang));
  });
  const page = cache.keyed(['page'], async (key: string) => {
    const [lang, path] = [key.slice(0, 2) as TLanguage, key.slice(3)];
    return cachedAnswer(toPageAnswer(await site.getPage(path), lang));
  });
  const pageList = cache.keyed(['page'], async (lang: TLanguage) => cachedAnswer((await site.listPages()).map((row) => toPageLinkAnswer(row, lang))));
  const smsCommands = cache.keyed(['sms_command'], async (lang: TLanguage) =>
    cachedAnswer((await site.listSmsCommands()).map((row) => toSmsCommandAnswer(row, lang))),
  );
  const popup = cache.keyed(['notification_popup'], async (lang: TLanguage) => cachedAnswer(toPopupAnswer(await site.getPopup(), lang)));

  return {
    options,
    optionsWithSettings,
    settings,
    newsPage: (lang: TLanguage, limit: number, offset: number): Promise<CachedAnswer> => newsPage(`${lang}:${limit}:${offset}`),
    newsItem: (lang: TLanguage, id: number): Promise<CachedAnswer> => newsItem(`${lang}:${id}`),
    page: (lang: TLanguage, path: string): Promise<CachedAnswer> => page(`${lang}:${path}`),
    pageList,
    smsCommands,
    popup,
  };
}
export type SiteAnswers = ReturnType<typeof siteAnswers>;
