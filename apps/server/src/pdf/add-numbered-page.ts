/** Room kept above the page number at the foot of each page. */
const FOOT = 12;

/**
 * Adds an A4 page with its number centred in the bottom margin and puts the cursor at the top
 * left; answers where the page's content must end.
 */
export function addNumberedPage(
  doc: PDFKit.PDFDocument,
  { margin, width, fontSize, label }: { margin: number; width: number; fontSize: number; label: string },
): number {
  doc.addPage();
  const page = doc.page;
  // The number sits in the bottom margin, where pdfkit would otherwise begin a new page.
  const kept = page.margins.bottom;
  page.margins.bottom = 0;
  doc
    .font('regular')
    .fontSize(fontSize)
    .fillColor('#555555')
    .text(label, margin, page.height - margin + 8, { width, align: 'center', lineBreak: false });
  page.margins.bottom = kept;
  doc.fillColor('black');
  doc.x = margin;
  doc.y = margin;
  return page.height - margin - FOOT;
}
