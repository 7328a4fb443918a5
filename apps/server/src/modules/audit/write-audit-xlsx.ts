import type { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TAuditEntry } from '@city-parking/contract/operator/audit-trail';
import { AUDIT_TEXTS, auditValuesText } from '@city-parking/contract/operator/audit-texts';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { utcOffsetMinutes } from '@city-parking/contract/tariff/city-time';
import { renderSlices } from '../operations/export/render-slices.ts';
import { waitForRoom } from '../operations/export/wait-for-room.ts';

const DATE_FORMAT = 'dd.mm.yyyy hh:mm:ss';

/**
 * Writes the trail as an .xlsx workbook while its pages arrive, as the history's export does:
 * exceljs's streaming writer forgets each committed row, the event loop gets a turn every few
 * milliseconds, and the next page is read only once the reader has taken the bytes so far.
 */
export async function writeAuditXlsx(
  output: Writable,
  { language, timeZone }: { language: TLanguage; timeZone: string },
  pages: AsyncIterable<TAuditEntry[]>,
): Promise<void> {
  const texts = AUDIT_TEXTS[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const zip = (workbook as unknown as { zip: Readable }).zip;
  const sheet = workbook.addWorksheet(texts.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ width: 20 }, { width: 24 }, { width: 28 }, { width: 16 }, { width: 28 }, { width: 26 }, { width: 40 }, { width: 40 }, { width: 40 }];
  const titles = sheet.addRow([...texts.columns]);
  titles.font = { bold: true };
  titles.commit();

  const slices = renderSlices();
  for await (const page of pages) {
    for (const entry of page) {
      await slices.turn();
      const at = new Date(entry.at);
      const row = sheet.addRow([
        // The city's clock, as a spreadsheet date.
        new Date(at.getTime() + utcOffsetMinutes(at, timeZone) * 60_000),
        entry.staffName,
        entry.staffEmail,
        entry.address,
        texts.actions[entry.action],
        `${texts.objects[entry.object]} ${entry.objectId}`,
        auditValuesText(entry.before),
        auditValuesText(entry.after),
        entry.reason ?? '',
      ]);
      row.getCell(1).numFmt = DATE_FORMAT;
      row.commit();
    }
    await waitForRoom(zip, output);
    if (output.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
