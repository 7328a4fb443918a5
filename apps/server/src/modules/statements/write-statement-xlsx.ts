import ExcelJS from 'exceljs';
import type { CompanyStatement } from './company-statement.ts';
import type { StatementContent } from './statement-content.ts';
import type { StatementTexts } from './statement-texts.ts';

const SUM_FORMAT = '0.00';

/**
 * A company's statement as an .xlsx workbook, built in memory like its PDF: one sheet with the
 * company and period, the balances, the parking lines and the top-ups. Sums are numbers in roubles,
 * so the company's accountant can add them up again.
 */
export async function writeStatementXlsx(statement: CompanyStatement, content: StatementContent, texts: StatementTexts): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(statement.period.month);
  sheet.columns = [{ width: 34 }, { width: 30 }, { width: 16 }, { width: 10 }, { width: 14 }];
  const rubles = (kopecks: number) => kopecks / 100;
  const add = (cells: (string | number)[], { bold = false, sumAt = [] as number[] } = {}) => {
    const row = sheet.addRow(cells);
    if (bold) row.font = { bold: true };
    for (const at of sumAt) row.getCell(at).numFmt = SUM_FORMAT;
  };

  sheet.addRow([texts.title]).font = { bold: true, size: 14 };
  for (const { label, value } of content.about) add([label, value]);
  add([]);
  add([texts.opening, rubles(statement.opening)], { sumAt: [2] });
  add([texts.topUps, rubles(statement.topUpTotal)], { sumAt: [2] });
  add([texts.spent, rubles(statement.spentTotal)], { sumAt: [2] });
  add([texts.closing, rubles(statement.closing)], { bold: true, sumAt: [2] });
  add([]);

  const c = texts.columns;
  add([texts.parking], { bold: true });
  add([c.driver, c.phone, c.plate, c.sessions, c.sum], { bold: true });
  for (const line of content.lines) add([line.driver, line.phone, line.plate, line.sessions, rubles(line.kopecks)], { sumAt: [5] });
  add([texts.total, '', '', content.sessions, rubles(statement.spentTotal)], { bold: true, sumAt: [5] });
  add([]);

  add([texts.topUps], { bold: true });
  add([c.date, c.method, c.sum], { bold: true });
  for (const topUp of content.topUps) add([topUp.date, topUp.method, rubles(topUp.kopecks)], { sumAt: [3] });
  add([texts.total, '', rubles(statement.topUpTotal)], { bold: true, sumAt: [3] });

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
