import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { sql } from 'kysely';
import { createDatabase } from '../../src/db/create-database.ts';
import { historyExportService } from '../../src/modules/operations/history-export-service.ts';
import { operationsService } from '../../src/modules/operations/operations-service.ts';
import { outboxRecorder, type Messenger } from '../../src/modules/outbox/messenger.ts';
import { monthlyMailService } from '../../src/modules/statements/monthly-mail-service.ts';
import type { TestCity } from '../helpers/create-test-city.ts';

/**
 * A messenger that records every e-mail in the outbox with its attachments' bytes (as demo mode
 * does) and fails the next `failures` sends, as a mail server that is away would.
 */
export function recordingMessenger(city: TestCity) {
  const outbox = outboxRecorder(city.db, { keepSecrets: true, now: city.now });
  const state = { failures: 0 };
  const messenger: Messenger = {
    async send(message) {
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('the mail server is away');
      }
      await outbox.record(message);
      return { code: null };
    },
    countPhoneMessagesSince: outbox.countPhoneMessagesSince,
  };
  return { messenger, failNext: (count: number) => void (state.failures = count) };
}

const silent = { warn: () => {} } as unknown as FastifyBaseLogger;

/** The city's monthly mails as a server process builds them, on the test's clock and messenger (and database, if given). */
export function mailsOf(city: TestCity, messenger: Messenger, now: () => Date, db = city.db) {
  const operations = operationsService({ db, timeZone: city.city.timeZone });
  const historyExports = historyExportService({ db, timeZone: city.city.timeZone, operations, now });
  return monthlyMailService({ db, city: city.city, messenger, historyExports, now, log: silent });
}

/**
 * On PostgreSQL, a second connection pool to the city's schema, as a second server process has;
 * the embedded database has one connection, so there the city's own handle stands in for it.
 */
export async function secondProcessDb(city: TestCity) {
  const url = process.env.DATABASE_URL;
  if (!url) return { db: city.db, close: async () => {} };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(city.db);
  return createDatabase({ kind: 'postgres', url, schema: rows[0]!.schema });
}

/** The e-mails sent to an address, each with its attachments (bytes kept). */
export async function mailsTo(city: TestCity, to: string) {
  const mails = await city.db.selectFrom('outbox').selectAll().where('to', '=', to).where('channel', '=', 'email').orderBy('id').execute();
  return Promise.all(
    mails.map(async (mail) => ({
      text: mail.text,
      attachments: await city.db.selectFrom('outbox_attachment').selectAll().where('outbox_id', '=', mail.id).orderBy('id').execute(),
    })),
  );
}

/** A workbook's cells, row by row. */
export async function workbookRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return Array.from(sheet.getSheetValues(), (row) => (Array.isArray(row) ? row.slice(1) : [])).filter((row) => row.length > 0);
}

/** A PDF's text. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: Buffer.from(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
