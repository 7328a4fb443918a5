import PDFDocument from 'pdfkit';
import { formatAmount, formatMoney } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { addNumberedPage } from '../../pdf/add-numbered-page.ts';
import { drawTableRow, type TableCell } from '../../pdf/draw-table-row.ts';
import { registerPdfFonts } from '../../pdf/pdf-fonts.ts';
import type { CompanyStatement } from './company-statement.ts';
import type { StatementContent } from './statement-content.ts';
import type { StatementTexts } from './statement-texts.ts';

const MARGIN = 40;
const SIZE = 8;
/** Column widths of the A4 page's 515 points between the margins. */
const PARKING = { driver: 175, phone: 100, plate: 90, sessions: 60, sum: 90 } as const;
const TOP_UPS = { date: 175, method: 250, sum: 90 } as const;
const WIDTH = 515;

type Cell = TableCell;

/**
 * A company's statement as an A4 PDF, built in memory: it is a page or a few (a line per driver and
 * vehicle, a line per top-up), not the history's unbounded export, and it goes into an e-mail whole.
 */
export async function writeStatementPdf(
  statement: CompanyStatement,
  content: StatementContent,
  texts: StatementTexts,
  language: TLanguage,
): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: `${texts.title} ${statement.period.month}` } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let pageNumber = 0;
  let bottom = 0;
  const money = (kopecks: number) => formatMoney(kopecks, language);

  function newPage() {
    pageNumber += 1;
    bottom = addNumberedPage(doc, { margin: MARGIN, width: WIDTH, fontSize: SIZE, label: texts.page(pageNumber) });
  }

  const table = { left: MARGIN, width: WIDTH, fontSize: SIZE, bottom: () => bottom, newPage };
  const drawRow = (cells: Cell[], font: 'regular' | 'bold') => drawTableRow(doc, cells, font, table);

  function heading(text: string) {
    if (doc.y + 40 > bottom) newPage();
    doc.moveDown(0.8).font('bold').fontSize(11).text(text, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
  }

  newPage();
  doc.font('bold').fontSize(14).text(texts.title, MARGIN, MARGIN, { width: WIDTH });
  doc.moveDown(0.3).font('regular').fontSize(9);
  for (const { label, value } of content.about) doc.text(`${label}: ${value}`, { width: WIDTH });
  doc.moveDown(0.5);
  doc.text(`${texts.opening}: ${money(statement.opening)}`, { width: WIDTH });
  doc.text(`${texts.topUps}: ${money(statement.topUpTotal)}`, { width: WIDTH });
  doc.text(`${texts.spent}: ${money(statement.spentTotal)}`, { width: WIDTH });
  doc.font('bold').text(`${texts.closing}: ${money(statement.closing)}`, { width: WIDTH });

  heading(texts.parking);
  if (content.lines.length === 0) {
    doc.font('regular').fontSize(9).text(texts.noSessions, MARGIN, doc.y, { width: WIDTH });
  } else {
    const c = texts.columns;
    drawRow(
      [
        { text: c.driver, width: PARKING.driver },
        { text: c.phone, width: PARKING.phone },
        { text: c.plate, width: PARKING.plate },
        { text: c.sessions, width: PARKING.sessions, align: 'right' },
        { text: c.sum, width: PARKING.sum, align: 'right' },
      ],
      'bold',
    );
    for (const line of content.lines) {
      drawRow(
        [
          { text: line.driver, width: PARKING.driver },
          { text: line.phone, width: PARKING.phone },
          { text: line.plate, width: PARKING.plate },
          { text: String(line.sessions), width: PARKING.sessions, align: 'right' },
          { text: formatAmount(line.kopecks, language), width: PARKING.sum, align: 'right' },
        ],
        'regular',
      );
    }
    drawRow(
      [
        { text: texts.total, width: PARKING.driver + PARKING.phone + PARKING.plate },
        { text: String(content.sessions), width: PARKING.sessions, align: 'right' },
        { text: formatAmount(statement.spentTotal, language), width: PARKING.sum, align: 'right' },
      ],
      'bold',
    );
  }

  heading(texts.topUps);
  if (content.topUps.length === 0) {
    doc.font('regular').fontSize(9).text(texts.noTopUps, MARGIN, doc.y, { width: WIDTH });
  } else {
    const c = texts.columns;
    drawRow(
      [
        { text: c.date, width: TOP_UPS.date },
        { text: c.method, width: TOP_UPS.method },
        { text: c.sum, width: TOP_UPS.sum, align: 'right' },
      ],
      'bold',
    );
    for (const topUp of content.topUps) {
      drawRow(
        [
          { text: topUp.date, width: TOP_UPS.date },
          { text: topUp.method, width: TOP_UPS.method },
          { text: formatAmount(topUp.kopecks, language), width: TOP_UPS.sum, align: 'right' },
        ],
        'regular',
      );
    }
    drawRow(
      [
        { text: texts.total, width: TOP_UPS.date + TOP_UPS.method },
        { text: formatAmount(statement.topUpTotal, language), width: TOP_UPS.sum, align: 'right' },
      ],
      'bold',
    );
  }

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
