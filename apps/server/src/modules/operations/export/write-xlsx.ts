import type { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportHeader } from './export-header.ts';
import type { ExportRow } from './export-row-answer.ts';
import { renderSlices } from './render-slices.ts';
import { waitForRoom } from './wait-for-room.ts';

const DATE_FORMAT = 'dd.mm.yyyy hh:mm';
const SUM_FORMAT = '0.00';

/**
 * Writes the history as an .xlsx workbook into `output` while the pages arrive: exceljs's streaming
 * writer zips each committed row and forgets it, and strings are written inline (no shared-strings
 * table, which would keep every text until the end), so memory does not grow with the row count.
 * Dates are real spreadsheet dates showing the city's clock; sums are numbers, debits negative.
 */
export async function writeXlsx(output: Writable, header: ExportHeader, pages: AsyncIterable<ExportRow[]>): Promise<void> {
  const { texts } = header;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  // The zip encoder the workbook pipes into `output`: where a slow reader's bytes wait. Not in the
  // typings, but it is what tells whether the next page may be read.
  const zip = (workbook as unknown as { zip: Readable }).zip;
  // Above the table: the title, whose history, the filters and the totals, then a blank line.
  const above: (string | number)[][] = [
    [texts.title],
    [texts.driver, header.driver],
    ...header.filters.map(({ label, value }) => [label, value]),
    [texts.debits, header.totals.debits / 100],
    [texts.credits, header.totals.credits / 100],
    [texts.totalsNote],
    [],
  ];
  const headerRow = above.length + 1;
  const sheet = workbook.addWorksheet(texts.title, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = [{ width: 18 }, { width: 30 }, { width: 14 }, { width: 60 }, { width: 18 }];

  above.forEach((cells, i) => {
    const row = sheet.addRow(cells);
    if (i === 0) row.font = { bold: true, size: 14 };
    if (typeof cells[1] === 'number') row.getCell(2).numFmt = SUM_FORMAT;
    row.commit();
  });
  const titles = sheet.addRow([texts.columns.date, texts.columns.operation, texts.columns.amount, texts.columns.description, texts.columns.status]);
  titles.font = { bold: true };
  titles.commit();

  // Rows are written in slices with turns of the event loop between (render-slices.ts).
  const slices = renderSlices();
  for await (const page of pages) {
    for (const line of page) {
      await slices.turn();
      const row = sheet.addRow([line.cityClock, line.operation, line.kopecks / 100, line.description, line.status]);
      row.getCell(1).numFmt = DATE_FORMAT;
      row.getCell(3).numFmt = SUM_FORMAT;
      row.commit();
    }
    await waitForRoom(zip, output);
    // The reader left: stop reading pages; the response is already closed.
    if (output.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
