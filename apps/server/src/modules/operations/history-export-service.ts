import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { operationTypesOf } from '@city-parking/contract/operations/history-filters';
import type { TDownloadFormat, TOperationsDownloadQuery } from '@city-parking/contract/operations/operations-download';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { driverNameAndLoginOf } from '../accounts/driver-label-repo.ts';
import type { ExportHeader } from './export/export-header.ts';
import { exportFileName } from './export/export-file-name.ts';
import { historyExportRenderers, type ExportRenderPool } from './export/export-render-pool.ts';
import { historyExportSlots, type ExportSlots } from './export/export-slots.ts';
import { toExportRow, type ExportRow } from './export/export-row-answer.ts';
import { EXPORT_TEXTS, type ExportTexts } from './export/export-texts.ts';
import type { OperationsFilter, OperationsService } from './operations-service.ts';
import type { OperationRow } from './tables.ts';

/** Rows read from the database at a time: one short query each, whatever the history's length. */
export const EXPORT_PAGE_SIZE = 500;

const CONTENT_TYPES: Record<TDownloadFormat, string> = {
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** An export checked and begun: what to name it, and the writer that streams it. */
export interface HistoryExport {
  fileName: string;
  contentType: string;
  /** Writes the whole file into `output` as the pages are read; ends it unless the reader left. */
  write(output: Writable): Promise<void>;
}

interface Deps {
  db: Kysely<Database>;
  timeZone: string;
  operations: OperationsService;
  now: () => Date;
  /** Who may render now; the process's own unless a test gives its own. */
  slots?: ExportSlots;
  /** The threads that render the files; the process's own unless a test gives its own. */
  renderers?: ExportRenderPool;
}

/** Tells one service's drivers from another's in the process's slots: each city numbers its drivers from 1. */
let services = 0;

const date = (day: string) => formatDateTime(`${day}T12:00:00Z`, 'DD.MM.YYYY', 'UTC');

/** The filters as the file's header names them. */
function filtersNamed(query: TOperationsDownloadQuery, filter: OperationsFilter, texts: ExportTexts) {
  const start = query.StartDate?.trim();
  const end = query.EndDate?.trim();
  const period = start && end ? `${date(start)} — ${date(end)}` : start ? `${texts.from} ${date(start)}` : end ? `${texts.to} ${date(end)}` : texts.allTime;
  const types = operationTypesOf(query.Operation ?? '');
  // `Оплата` selects barrier tickets too, and is named as the screen names it.
  const operation = !types ? texts.all : types.length > 1 ? texts.types.payment : texts.types[types[0]!];
  return [
    { label: texts.period, value: period },
    { label: texts.operation, value: operation },
    { label: texts.vehicle, value: filter.plate ?? texts.all },
    { label: texts.zone, value: filter.zone ?? texts.all },
    ...(filter.payerPhone ? [{ label: texts.payerPhone, value: formatPhone(filter.payerPhone) }] : []),
  ];
}

/**
 * The operations history as a file (xlsx or PDF) under the screen's filters. Everything that can
 * refuse (the filters, the first page, the totals) happens in `open`, before the answer begins, so
 * a refusal is the usual JSON answer; the rows then stream page by page, the file rendered on a
 * thread of its own (export-render-pool.ts).
 */
export function historyExportService({ db, timeZone, operations, now, slots = historyExportSlots, renderers = historyExportRenderers }: Deps) {
  const service = (services += 1);
  async function driverLabel(driverId: number): Promise<string> {
    const driver = await driverNameAndLoginOf(db, driverId);
    if (!driver) return '';
    const name = [driver.last_name, driver.first_name, driver.middle_name].filter(Boolean).join(' ');
    const login = driver.email ?? (driver.phone ? formatPhone(driver.phone) : '');
    return name && login ? `${name} (${login})` : name || login;
  }

  return {
    /**
     * Waits for a slot of the process (TooManyRequests when too many wait already; ExportInProgress
     * while the driver's previous export runs), then reads the first page; the slot is held until
     * `write` ends, however it ends.
     */
    async open(driverId: number, query: TOperationsDownloadQuery, language: TLanguage): Promise<HistoryExport> {
      const filter = operations.filterOf(query);
      const texts = EXPORT_TEXTS[language];
      const slot = await slots.take(`${service}:${driverId}`);
      try {
        const pages = operations.pages(driverId, filter, EXPORT_PAGE_SIZE);
        const first = await pages.next();
        const firstPage: OperationRow[] = first.done ? [] : first.value;
        const newest = firstPage[0];
        const totals = newest ? await operations.totals(driverId, filter, { at: newest.occurred_at, id: Number(newest.id) }) : { debits: 0, credits: 0 };
        const header: ExportHeader = { language, texts, driver: await driverLabel(driverId), filters: filtersNamed(query, filter, texts), totals };
        const toRow = (row: OperationRow) => toExportRow(row, timeZone, texts);
        async function* rows(): AsyncGenerator<ExportRow[]> {
          if (firstPage.length > 0) yield firstPage.map(toRow);
          for await (const page of pages) yield page.map(toRow);
        }
        return {
          fileName: exportFileName(query.type, { start: query.StartDate?.trim(), end: query.EndDate?.trim() }, now(), timeZone),
          contentType: CONTENT_TYPES[query.type],
          write: async (output) => {
            try {
              await renderers.render(query.type, output, header, rows());
            } finally {
              slot.release();
            }
          },
        };
      } catch (error) {
        slot.release();
        throw error;
      }
    },
  };
}
export type HistoryExportService = ReturnType<typeof historyExportService>;
