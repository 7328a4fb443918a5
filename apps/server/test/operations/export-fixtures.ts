import ExcelJS from 'exceljs';
import { DEBIT_OPERATION_TYPES, type TOperation } from '@city-parking/contract/operations/operation';
import type { TestCity } from '../helpers/create-test-city.ts';

let addresses = 0;

/** GET download-history/v1 as the screen's link opens it. */
export function download(city: TestCity, query: Record<string, string>) {
  addresses += 1;
  return city.app.inject({
    method: 'GET',
    url: city.api(`/api/profile/download-history/v1?${new URLSearchParams(query)}`),
    // An address per call, so that the export's rate limit never answers in place of the route.
    remoteAddress: `10.8.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
  });
}

/** The sum an export shows for an operation, in kopecks: what it took is negative. */
export const signedKopecks = (operation: TOperation) => Math.round(operation.sum * 100) * (DEBIT_OPERATION_TYPES.includes(operation.type) ? -1 : 1);

export interface SheetRow {
  date: Date;
  operation: string;
  sum: number;
  description: string;
  status: string;
}

/** An exported workbook read back: the lines above the table, the column titles and the rows. */
export async function sheetRows(payload: Buffer, firstTitle = 'Дата') {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = Array.from(sheet.getSheetValues(), (row) => (Array.isArray(row) ? row.slice(1) : []));
  const titleAt = values.findIndex((row) => row[0] === firstTitle);
  if (titleAt < 0) throw new Error('no column titles in the sheet');
  const rows = values.slice(titleAt + 1).map(([date, operation, sum, description, status]) => {
    if (!(date instanceof Date) || typeof sum !== 'number') throw new Error(`not a row: ${String(date)} ${String(sum)}`);
    return { date, operation: String(operation), sum, description: String(description ?? ''), status: String(status) } satisfies SheetRow;
  });
  return { above: values.slice(0, titleAt).filter((row) => row.length > 0), titles: values[titleAt], rows };
}
