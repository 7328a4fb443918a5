import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('placement', 'text', (c) => c.notNull().check(sql`placement in ('header', 'footer', 'mobile')`))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('item_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('preview_ru', 'text', (c) => c.notNull())
    .addColumn('preview_en', 'text', (c) => c.notNull())
    .addColumn('body_ru', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_published_at').on('news').columns(['published_at desc', 'id desc']).execute();

  await db.schema
    .createTable('page')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_ru', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_command')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name_ru', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('hint_ru', 'text', (c) => c.notNull())
    .addColumn('hint_en', 'text', (c) => c.notNull())
    .addColumn('example', 'text', (c) => c.notNull())
    .addColumn('command_transcription', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('notification_popup')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('title_ru', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('message_ru', 'text', (c) => c.notNull())
    .addColumn('message_en', 'text', (c) => c.notNull())
    .addColumn('updated', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notification_popup', 'sms_command', 'page', 'news', 'menu_item', 'setting']) {
    await db.schema.dropTable(table).execute();
  }
}
