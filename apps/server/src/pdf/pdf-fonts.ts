import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf` package: the PDF's texts are Cyrillic,
 * which pdfkit's built-in fonts cannot show. Read once, on the first PDF, and kept.
 */
export function pdfFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Registers the two faces as `regular` and `bold`, the names every PDF of the server sets its text in. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = pdfFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
}
