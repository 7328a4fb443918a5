import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { formatAmount, formatMoney } from '@city-parking/contract/format/format-money';
import { addNumberedPage } from '../../../pdf/add-numbered-page.ts';
import { drawTableRow, TABLE_PAD, type TableCell } from '../../../pdf/draw-table-row.ts';
import { registerPdfFonts } from '../../../pdf/pdf-fonts.ts';
import type { ExportHeader } from './export-header.ts';
import type { ExportRow } from './export-row-answer.ts';
import { renderSlices } from './render-slices.ts';
import { waitForRoom } from './wait-for-room.ts';

const MARGIN = 40;
const SIZE = 8;
/** Column widths of the A4 page's 515 points between the margins. */
const COLUMNS = { date: 78, operation: 88, amount: 60, description: 215, status: 74 } as const;

/** A cell's text; `repeats` for the few texts every page repeats (type and status names, titles). */
type Cell = TableCell & { repeats?: boolean };

/** pdfkit's embedded fonts as far as their layout cache goes (not in its typings). */
type FontFamilies = { _fontFamilies: Record<string, { layoutCache?: object }> };

/**
 * pdfkit keeps the layout of every distinct word it sets (plates, dates, times) until the document
 * ends: memory that grows with the rows. The cache is what makes repeated words cheap, so rather
 * than turning it off it is emptied after each page of rows.
 */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  for (const font of Object.values((doc as unknown as FontFamilies)._fontFamilies)) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }
}

/**
 * Writes the history as an A4 PDF into `output` while the pages arrive. Each PDF page is flushed as
 * soon as the next one begins (pdfkit without `bufferPages`), so its page number is written when
 * the page is added: the total page count is never known, and "page N" needs none.
 */
export async function writePdf(output: Writable, header: ExportHeader, pages: AsyncIterable<ExportRow[]>): Promise<void> {
  const { texts, language } = header;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    autoFirstPage: false,
    info: { Title: texts.title },
  });
  registerPdfFonts(doc);
  doc.pipe(output);

  const left = MARGIN;
  const width = Object.values(COLUMNS).reduce((a, b) => a + b, 0);
  let bottom = 0;
  let pageNumber = 0;
  // Type and status names repeat: their heights are measured once. Descriptions are not kept, or
  // the cache would grow with the rows.
  const heights = new Map<string, number>();
  const heightOf = (cell: Cell, font: string) => {
    if (doc.widthOfString(cell.text) <= cell.width - 2 * TABLE_PAD) return doc.currentLineHeight();
    if (!cell.repeats) return doc.heightOfString(cell.text, { width: cell.width - 2 * TABLE_PAD });
    const key = `${font}:${cell.width}:${cell.text}`;
    let height = heights.get(key);
    if (height === undefined) {
      height = doc.heightOfString(cell.text, { width: cell.width - 2 * TABLE_PAD });
      heights.set(key, height);
    }
    return height;
  };

  const table = { left, width, fontSize: SIZE, bottom: () => bottom, newPage, measure: heightOf };
  const drawRow = (cells: Cell[], font: 'regular' | 'bold') => drawTableRow(doc, cells, font, table);

  const titles: Cell[] = [
    { text: texts.columns.date, width: COLUMNS.date, repeats: true },
    { text: texts.columns.operation, width: COLUMNS.operation, repeats: true },
    { text: texts.columns.amount, width: COLUMNS.amount, align: 'right', repeats: true },
    { text: texts.columns.description, width: COLUMNS.description, repeats: true },
    { text: texts.columns.status, width: COLUMNS.status, repeats: true },
  ];

  function newPage() {
    pageNumber += 1;
    bottom = addNumberedPage(doc, { margin: MARGIN, width, fontSize: SIZE, label: texts.page(pageNumber) });
    if (pageNumber > 1) drawRow(titles, 'bold');
  }

  newPage();
  doc.font('bold').fontSize(14).text(texts.title, left, MARGIN, { width });
  doc.moveDown(0.3).font('regular').fontSize(9);
  doc.text(`${texts.driver}: ${header.driver}`, { width });
  for (const { label, value } of header.filters) doc.text(`${label}: ${value}`, { width });
  doc.text(
    `${texts.debits}: ${formatMoney(header.totals.debits, language)}    ${texts.credits}: ${formatMoney(header.totals.credits, language)} (${texts.totalsNote})`,
    {
      width,
    },
  );
  doc.moveDown(0.8);
  drawRow(titles, 'bold');

  let rows = 0;
  // Rows are drawn in slices with turns of the event loop between (render-slices.ts).
  const slices = renderSlices();
  for await (const page of pages) {
    for (const line of page) {
      await slices.turn();
      drawRow(
        [
          { text: line.date, width: COLUMNS.date },
          { text: line.operation, width: COLUMNS.operation, repeats: true },
          { text: formatAmount(line.kopecks, language), width: COLUMNS.amount, align: 'right' },
          { text: line.description, width: COLUMNS.description },
          { text: line.status, width: COLUMNS.status, repeats: true },
        ],
        'regular',
      );
    }
    rows += page.length;
    forgetLayouts(doc);
    await waitForRoom(doc, output);
    // The reader left: stop reading pages; the response is already closed.
    if (output.destroyed) return;
  }
  if (rows === 0) doc.font('regular').fontSize(9).moveDown(0.5).text(texts.nothing, left, doc.y, { width });
  doc.end();
}
