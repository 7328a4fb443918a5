import { sql, type Kysely } from 'kysely';

/**
 * The words the seeded commands were written with. Rows an operator wrote themselves get their own
 * words copied until someone translates them: a Russian chip on an English page beats an empty one.
 */
const SEEDED_WORDS: Record<string, string> = {
  'Номер зоны': 'Zone number',
  Госномер: 'Plate',
  Часы: 'Hours',
  'Доп. часы': 'Extra hours',
  Дни: 'Days',
};

// Command letters (П, С, Б, А) are what the driver texts, so they stay as they are.
const toEnglish = (transcription: string) =>
  transcription
    .split('*')
    .map((part) => SEEDED_WORDS[part.trim()] ?? part)
    .join('*');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_command').renameColumn('command_transcription', 'command_transcription_ru').execute();
  await db.schema
    .alterTable('sms_command')
    .addColumn('command_transcription_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<{ id: number; ru: string }>`select id, command_transcription_ru as ru from sms_command`.execute(db);
  for (const row of rows) {
    await sql`update sms_command set command_transcription_en = ${toEnglish(row.ru)} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .alterTable('sms_command')
    .alterColumn('command_transcription_en', (c) => c.dropDefault())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_command').dropColumn('command_transcription_en').execute();
  await db.schema.alterTable('sms_command').renameColumn('command_transcription_ru', 'command_transcription').execute();
}
