import { DEFAULT_SETTINGS, DEFAULT_SITE_OPTIONS } from '@city-parking/contract/site/defaults';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TListNewsResponse, TNewsItem } from '@city-parking/contract/site/news';
import type { TNotification } from '@city-parking/contract/site/notification';
import type { TPage } from '@city-parking/contract/site/pages';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { TMenuItem, TSiteOptions } from '@city-parking/contract/site/site-options';
import type { TSmsCommand } from '@city-parking/contract/site/sms-commands';
import type { TCity } from '@city-parking/contract/city/city';
import { AppError } from '../../errors/app-error.ts';
import type { SiteRepo } from './site-repo.ts';

/** The column of a bilingual pair (`title_ru` / `title_en`) for the asked language. */
const pick = <K extends string>(row: { [P in `${K}_${TLanguage}`]: string }, key: K, lang: TLanguage): string => row[`${key}_${lang}` as `${K}_${TLanguage}`];

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Rules of the site area: stored documents merged over the spec's defaults, content in one language. */
export function siteService(repo: SiteRepo, city: TCity, deployment: { yandexClientId: string } = { yandexClientId: '' }) {
  const cityCenter: [number, number] = [
    (city.mapBounds.southWest[0] + city.mapBounds.northEast[0]) / 2,
    (city.mapBounds.southWest[1] + city.mapBounds.northEast[1]) / 2,
  ];

  return {
    async getSettings(): Promise<TSettings> {
      return { ...DEFAULT_SETTINGS, ...asObject(await repo.getSetting('settings')) } as TSettings;
    },

    async getSiteOptions(): Promise<TSiteOptions> {
      const [stored, menu] = await Promise.all([repo.getSetting('options'), repo.listMenuItems()]);
      const menuItems: TSiteOptions['menuItems'] = { header: [], footer: [], mobile: [] };
      for (const row of menu) {
        const item: TMenuItem = { path: row.path, titles: { ru: row.title_ru, en: row.title_en }, itemOrder: row.item_order };
        menuItems[row.placement].push(item);
      }
      return {
        ...DEFAULT_SITE_OPTIONS,
        map: { mapCenter: cityCenter },
        ...asObject(stored),
        yandexClientId: deployment.yandexClientId,
        menuItems,
      } as TSiteOptions;
    },

    async listNews(limit: number, offset: number, lang: TLanguage): Promise<TListNewsResponse['result']> {
      const { items, total } = await repo.listNews(limit, offset);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          title: pick(row, 'title', lang),
          preview: pick(row, 'preview', lang),
          publishedAt: row.published_at.toISOString(),
        })),
      };
    },

    async getNews(id: number, lang: TLanguage): Promise<TNewsItem> {
      const row = await repo.getNews(id);
      if (!row) throw new AppError('NotFound');
      return {
        id: row.id,
        title: pick(row, 'title', lang),
        preview: pick(row, 'preview', lang),
        body: pick(row, 'body', lang),
        publishedAt: row.published_at.toISOString(),
      };
    },

    async getPage(path: string, lang: TLanguage): Promise<TPage> {
      const row = await repo.getPage(path.replace(/^\/+|\/+$/g, '').replace(/^pages\//, ''));
      if (!row) throw new AppError('NotFound');
      return { path: row.path, title: pick(row, 'title', lang), body: pick(row, 'body', lang) };
    },

    async listSmsCommands(lang: TLanguage): Promise<TSmsCommand[]> {
      const rows = await repo.listSmsCommands();
      return rows.map((row) => ({
        name: pick(row, 'name', lang),
        hint: pick(row, 'hint', lang),
        example: row.example,
        command_transcription: row.command_transcription,
      }));
    },

    async getPopup(lang: TLanguage): Promise<TNotification> {
      const row = await repo.getPopup();
      if (!row) return { title: '', message: '', updated: new Date(0).toISOString() };
      return { title: pick(row, 'title', lang), message: pick(row, 'message', lang), updated: row.updated.toISOString() };
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;
