import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { DEMO_CITIES } from './city-settings.ts';
import { DEMO_MENU } from './menu.ts';
import { demoNews, demoPages, demoPopup, demoSmsCommands } from './content.ts';

/** Settings, menu and public content of a demo city; each table only while it is empty. */
export async function seedSite(db: Kysely<Database>, cityCode: string): Promise<void> {
  const demo = DEMO_CITIES[cityCode] ?? { settings: {}, options: {} };

  if (await isEmpty(db, 'setting')) {
    await db
      .insertInto('setting')
      .values([
        { name: 'settings', value: JSON.stringify(demo.settings) },
        { name: 'options', value: JSON.stringify(demo.options) },
      ])
      .execute();
  }
  if (await isEmpty(db, 'menu_item')) {
    await db.insertInto('menu_item').values(DEMO_MENU(cityCode)).execute();
  }
  if (await isEmpty(db, 'news')) {
    await db.insertInto('news').values(demoNews(cityCode)).execute();
  }
  if (await isEmpty(db, 'page')) {
    await db.insertInto('page').values(demoPages(cityCode)).execute();
  }
  const commands = demoSmsCommands(cityCode);
  if (commands.length > 0 && (await isEmpty(db, 'sms_command'))) {
    await db.insertInto('sms_command').values(commands).execute();
  }
  if (await isEmpty(db, 'notification_popup')) {
    await db.insertInto('notification_popup').values(demoPopup(cityCode)).execute();
  }
}
