import type { Kysely } from 'kysely';
import {
  FINES_IMPORT_ROWS_MAX,
  FINES_PAGE_SIZE,
  type TOperatorFinesImportRequest,
  type TOperatorFinesQuery,
} from '@city-parking/contract/operator/operator-fines';
import type { TFineImportReport } from '@city-parking/contract/fines/fines';
import { normalisePlate } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { cityFinesPage } from '../fines/city-fines-repo.ts';
import { csvRows } from '../fines/csv-rows.ts';
import type { FineImportService } from '../fines/import-service.ts';
import type { DeskActor } from './desk-actor.ts';
import type { DeskAudit } from './desk-audit.ts';

interface Deps {
  db: Kysely<Database>;
  imports: FineImportService;
  now: () => Date;
  audit: DeskAudit;
}

/** The rows of the data file, or FineImportUnreadable when it is not a JSON array (CSV always reads). */
function rowsOf({ format, content }: Pick<TOperatorFinesImportRequest, 'format' | 'content'>): readonly unknown[] {
  if (format === 'csv') return csvRows(content);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw new AppError('FineImportUnreadable');
  }
  if (!Array.isArray(parsed)) throw new AppError('FineImportUnreadable');
  return parsed;
}

/** A UIN's first characters: digits, or the Latin letters of the 25-character layout (never LIKE's wildcards). */
const UIN_PREFIX = /^[0-9A-Za-z]{3,25}$/;

/** The desk's side of the fines register: imports recorded with their operator, and the city's list. */
export function finesDeskService({ db, imports, now, audit }: Deps) {
  return {
    /** Imports the file with its photos and records who did it, when, and what came of it. */
    async importFines(actor: DeskActor, request: TOperatorFinesImportRequest): Promise<TFineImportReport> {
      const rows = rowsOf(request);
      if (rows.length > FINES_IMPORT_ROWS_MAX) throw new AppError('FineImportTooManyRows');
      const photos = new Map(request.photos.map((photo) => [photo.name, new Uint8Array(Buffer.from(photo.data, 'base64'))]));
      const report = await imports.importFines(rows, photos);
      // The import's own record and its entry in the trail are written together. The fines were
      // written by the import in short pages of their own, so they are not in this transaction.
      await db.transaction().execute(async (trx) => {
        const counts = { format: request.format, rows: rows.length, accepted: report.accepted, updated: report.updated, refused: report.refused.length };
        const { id } = await trx
          .insertInto('operator_fine_import')
          .values({ operator_id: actor.id, ...counts, at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, actor, { action: 'fines.import', object: 'fineImport', objectId: String(id), after: counts });
      });
      return report;
    },

    /** One page of the city's fines, newest offence first, and the `before` of the next page (null on the last). */
    async list({ q, before }: TOperatorFinesQuery) {
      const text = q?.trim() ?? '';
      const search = text === '' ? undefined : { plate: normalisePlate(text), uinPrefix: UIN_PREFIX.test(text) ? text : undefined };
      const rows = await cityFinesPage(db, { search, before, limit: FINES_PAGE_SIZE + 1 });
      const page = rows.slice(0, FINES_PAGE_SIZE);
      return { page, next: rows.length > FINES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
    },
  };
}
export type FinesDeskService = ReturnType<typeof finesDeskService>;
