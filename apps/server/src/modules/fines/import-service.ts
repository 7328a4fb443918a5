import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { safeParse } from 'zod/v4/core';
import { ZFineImportRow, type TFineImportReport, type TFineImportRow } from '@city-parking/contract/fines/fines';
import { normaliseDocumentNumber } from '@city-parking/contract/profile/documents';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { csvRows } from './csv-rows.ts';
import { finePhoto } from './fine-photo.ts';
import { fineRepo, type FineValues } from './fine-repo.ts';
import type { FinePhotoType } from './tables.ts';

/**
 * Rows written per transaction: the embedded database has one connection per city, so an import
 * gives it back between batches and a driver's request never waits behind a whole file. A batch of
 * 200 kept the desk's reads waiting up to 107 ms on a quiet machine (bench:imports); 50 keep the
 * wait near a quarter of that for a few more commits.
 */
export const IMPORT_BATCH_ROWS = 50;

/**
 * Rows checked, and statements written, between two turns of the event loop. PGlite answers a query
 * without one (it runs in this process), so without these an import held every city's requests,
 * even those the caches answer, for seconds.
 */
const ROWS_PER_TURN = 200;
const STATEMENTS_PER_TURN = 25;

type Photo = Awaited<ReturnType<typeof finePhoto>>;

type Refusal = TFineImportReport['refused'][number];
type Checked = { values: FineValues; photo?: { type: FinePhotoType; bytes: Uint8Array } };

/** JSON values as the text a CSV cell would hold, so one schema reads both. */
function asText(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'number' || typeof value === 'boolean') row[key] = String(value);
    else if (value !== null && value !== undefined) row[key] = value;
  }
  return row;
}

function check(raw: unknown, row: number, photos: ReadonlyMap<string, Photo>): Checked | Refusal {
  const input = asText(raw);
  const uin = typeof input.uin === 'string' ? input.uin : '';
  const refuse = (field: string, error: string): Refusal => ({ row, uin, field, error });
  const parsed = safeParse(ZFineImportRow, input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const missing = input[field] === undefined || input[field] === '';
    return refuse(field, missing ? 'required' : issue.code === 'custom' ? issue.message : issue.code);
  }
  const fine: TFineImportRow = parsed.data;
  if (fine.grz === '' && fine.sts === '' && fine.licence === '') return refuse('grz', 'owner');
  if (fine.paidSum > fine.totalSum) return refuse('paidSum', 'tooBig');
  if (fine.start !== '' && fine.end !== '' && Date.parse(fine.end) < Date.parse(fine.start)) return refuse('end', 'beforeStart');
  let photo: Checked['photo'];
  if (fine.photo !== '') {
    const checked = photos.get(fine.photo);
    if (!checked) return refuse('photo', 'missing');
    if (checked === 'tooLarge' || checked === 'type') return refuse('photo', checked);
    photo = checked;
  }
  const values: FineValues = {
    uin: fine.uin,
    status: fine.status,
    article: fine.article,
    place: fine.place,
    zone: fine.zone,
    offense_at: new Date(fine.offenseDate),
    ruling_date: fine.rulingDate,
    charge_date: fine.date,
    order_number: fine.orderNumber,
    total_sum: fine.totalSum,
    paid_sum: fine.paidSum,
    sts: normaliseDocumentNumber(fine.sts),
    plate: normalisePlate(fine.grz),
    licence: normaliseDocumentNumber(fine.licence),
    start_at: fine.start === '' ? null : new Date(fine.start),
    end_at: fine.end === '' ? null : new Date(fine.end),
    type: fine.type,
    provider: fine.provider,
  };
  return photo ? { values, photo } : { values };
}

/**
 * Loads fines into the register from a JSON array or a CSV text, with their photos by file name.
 * Each row is checked alone and a refused row names its first fault; the rest are written. A UIN
 * already in the register is updated (status, paid sum, ruling, photo), never duplicated.
 */
export function fineImportService({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  return {
    async importFines(input: string | readonly unknown[], photos: ReadonlyMap<string, Uint8Array>): Promise<TFineImportReport> {
      const rows = typeof input === 'string' ? csvRows(input) : input;
      const report: TFineImportReport = { accepted: 0, updated: 0, refused: [] };
      // Each photo once, however many rows name it; an SVG is sanitised off the event loop.
      const checkedPhotos = new Map<string, Photo>();
      for (const [name, bytes] of photos) checkedPhotos.set(name, await finePhoto(bytes));
      const checked: Checked[] = [];
      for (let index = 0; index < rows.length; index++) {
        if (index > 0 && index % ROWS_PER_TURN === 0) await setImmediate();
        const result = check(rows[index], index + 1, checkedPhotos);
        if ('values' in result) checked.push(result);
        else report.refused.push(result);
      }
      for (let start = 0; start < checked.length; start += IMPORT_BATCH_ROWS) {
        const batch = checked.slice(start, start + IMPORT_BATCH_ROWS);
        await setImmediate();
        await db.transaction().execute(async (trx) => {
          const repo = fineRepo(trx);
          const existing = await repo.idsByUin(batch.map((row) => row.values.uin));
          let statements = 0;
          for (const { values, photo } of batch) {
            // The batch keeps the connection (other queries wait for its commit); the requests that
            // need none, such as the cached site options, are answered meanwhile.
            if ((statements += photo ? 2 : 1) >= STATEMENTS_PER_TURN) {
              statements = 0;
              await setImmediate();
            }
            let id = existing.get(values.uin);
            if (id === undefined) {
              id = await repo.insert(values, now());
              existing.set(values.uin, id);
              report.accepted++;
            } else {
              const { status, paid_sum, ruling_date, order_number } = values;
              await repo.update(id, { status, paid_sum, ruling_date, order_number }, now());
              report.updated++;
            }
            if (photo) await repo.savePhoto(id, photo.type, photo.bytes);
          }
        });
      }
      return report;
    },
  };
}
export type FineImportService = ReturnType<typeof fineImportService>;
