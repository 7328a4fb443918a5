import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SiteTables } from './tables.ts';

export type NewsRow = Selectable<SiteTables['news']>;
export type NewsPreviewRow = Pick<NewsRow, 'id' | 'title_ru' | 'title_en' | 'preview_ru' | 'preview_en' | 'published_at'>;
export type PageRow = Selectable<SiteTables['page']>;
export type PageLinkRow = Pick<PageRow, 'path' | 'title_ru' | 'title_en'>;
export type SmsCommandRow = Selectable<SiteTables['sms_command']>;
export type PopupRow = Selectable<SiteTables['notification_popup']>;

/** SQL of the site module: settings documents and public content. */
export function siteRepo(db: Kysely<Database>) {
  return {
    async getSetting(name: string): Promise<unknown> {
      const row = await db.selectFrom('setting').select('value').where('name', '=', name).executeTakeFirst();
      return row?.value;
    },

    /** Shallow-merges `patch` into a stored settings document, creating it when missing. */
    async mergeSetting(name: string, patch: Record<string, unknown>): Promise<void> {
      await db
        .insertInto('setting')
        .values({ name, value: JSON.stringify(patch) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`setting.value || excluded.value` }))
        .execute();
    },

    listMenuItems() {
      return db.selectFrom('menu_item').selectAll().orderBy('item_order').orderBy('id').execute();
    },

    async listNews(limit: number, offset: number) {
      const [items, count] = await Promise.all([
        db
          .selectFrom('news')
          .select(['id', 'title_ru', 'title_en', 'preview_ru', 'preview_en', 'published_at'])
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.total) };
    },

    getNews(id: number) {
      return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Every content page's path and titles, by path. */
    listPages() {
      return db.selectFrom('page').select(['path', 'title_ru', 'title_en']).orderBy('path').execute();
    },

    getPage(path: string) {
      return db.selectFrom('page').selectAll().where('path', '=', path).executeTakeFirst();
    },

    listSmsCommands() {
      return db.selectFrom('sms_command').selectAll().orderBy('sort').orderBy('id').execute();
    },

    getPopup() {
      return db.selectFrom('notification_popup').selectAll().where('id', '=', 1).executeTakeFirst();
    },
  };
}
export type SiteRepo = ReturnType<typeof siteRepo>;
