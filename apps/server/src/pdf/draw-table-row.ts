/** Space above and below a row's text, and on either side of a cell's. */
export const TABLE_PAD = 3;
const LINE = '#c8c8c8';

/** One cell of a table row: its text and width in points. */
export interface TableCell {
  text: string;
  width: number;
  align?: 'left' | 'right';
}

export interface TableLayout {
  /** The table's left edge and width in points. */
  left: number;
  width: number;
  fontSize: number;
  /** Where the page's rows must end (changes with each page). */
  bottom: () => number;
  /** Starts the next page when a row would not fit. */
  newPage: () => void;
  /** A cell's text height in the current font; by default pdfkit measures it each time. */
  measure?: (cell: TableCell, font: string) => number;
}

/**
 * Draws one row of a PDF table at the document's cursor, on a new page when it does not fit,
 * with a thin rule under it, and moves the cursor below it.
 */
export function drawTableRow(doc: PDFKit.PDFDocument, cells: readonly TableCell[], font: 'regular' | 'bold', layout: TableLayout): void {
  const measure = layout.measure ?? ((cell: TableCell) => doc.heightOfString(cell.text || ' ', { width: cell.width - 2 * TABLE_PAD }));
  doc.font(font).fontSize(layout.fontSize);
  const height = Math.max(...cells.map((cell) => measure(cell, font))) + 2 * TABLE_PAD;
  if (doc.y + height > layout.bottom()) {
    layout.newPage();
    // The new page's titles may be in another font; this row is drawn in its own.
    doc.font(font).fontSize(layout.fontSize);
  }
  const top = doc.y;
  let x = layout.left;
  for (const cell of cells) {
    doc.text(cell.text, x + TABLE_PAD, top + TABLE_PAD, { width: cell.width - 2 * TABLE_PAD, align: cell.align ?? 'left' });
    x += cell.width;
  }
  doc
    .moveTo(layout.left, top + height)
    .lineTo(layout.left + layout.width, top + height)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.x = layout.left;
  doc.y = top + height;
}
