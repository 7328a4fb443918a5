import { DEFAULT_SETTINGS, DEFAULT_SITE_OPTIONS, intervalsOfPeriod } from '@city-parking/contract/site/defaults';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { TMenuItem, TSiteOptions } from '@city-parking/contract/site/site-options';
import type { TCity } from '@city-parking/contract/city/city';
import type { ReadCache } from '../../db/read-cache.ts';
import { AppError } from '../../errors/app-error.ts';
import type { NewsPreviewRow, NewsRow, PageLinkRow, PageRow, PopupRow, SiteRepo, SmsCommandRow } from './site-repo.ts';

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** What the site options take from the deployment rather than the database. */
export interface SiteDeployment {
  yandexClientId: string;
  /** The city's receipt signing key, public half (base64url); "" or absent where receipts are not signed. */
  receiptPublicKey?: () => Promise<string>;
}

/**
 * Rules of the site area: stored documents merged over the spec's defaults, content in one language.
 * With `cache`, the settings documents and the menu are read from memory (the payment calls read
 * the settings on every request); without, from `repo`, as inside a transaction.
 */
export function siteService(repo: SiteRepo, city: TCity, deployment: SiteDeployment = { yandexClientId: '' }, cache?: ReadCache) {
  const getSetting = cache ? cache.keyed(['setting'], repo.getSetting) : repo.getSetting;
  const listMenuItems = cache ? cache.one(['menu_item'], repo.listMenuItems) : repo.listMenuItems;
  const cityCenter: [number, number] = [
    (city.mapBounds.southWest[0] + city.mapBounds.northEast[0]) / 2,
    (city.mapBounds.southWest[1] + city.mapBounds.northEast[1]) / 2,
  ];

  return {
    async getSettings(): Promise<TSettings> {
      const intervals = intervalsOfPeriod(city.profile.parking.parkingPeriod);
      // The shared defaults leave the SMS-reply setting out (the web tells a back end that does not
      // give it); this back end always gives it, off unless the city's settings turn it on.
      return { ...DEFAULT_SETTINGS, useSmsReplay: false, intervals, ...asObject(await getSetting('settings')) } as TSettings;
    },

    async getSiteOptions(): Promise<TSiteOptions> {
      const [stored, menu] = await Promise.all([getSetting('options'), listMenuItems()]);
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
        receiptPublicKey: deployment.receiptPublicKey ? await deployment.receiptPublicKey() : '',
        menuItems,
      } as TSiteOptions;
    },

    /** A page of the news, newest first, and how many there are. */
    listNews(limit: number, offset: number): Promise<{ items: NewsPreviewRow[]; total: number }> {
      return repo.listNews(limit, offset);
    },

    async getNews(id: number): Promise<NewsRow> {
      const row = await repo.getNews(id);
      if (!row) throw new AppError('NotFound');
      return row;
    },

    /** The content pages' paths and titles, for the index at bare /pages. */
    listPages(): Promise<PageLinkRow[]> {
      return repo.listPages();
    },

    /** A content page by its path, with or without slashes and the `pages/` prefix. */
    async getPage(path: string): Promise<PageRow> {
      const row = await repo.getPage(path.replace(/^\/+|\/+$/g, '').replace(/^pages\//, ''));
      if (!row) throw new AppError('NotFound');
      return row;
    },

    listSmsCommands(): Promise<SmsCommandRow[]> {
      return repo.listSmsCommands();
    },

    /** The popup notification; undefined when the city has none. */
    getPopup(): Promise<PopupRow | undefined> {
      return repo.getPopup();
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;
