import QRCode from 'qrcode';

/**
 * Draws `text` as a QR code of `size` points at (x, y), module by module as vector squares: sharp
 * at any print size, and no image to encode. Level M, the level banks print on payment slips.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of four modules on each side, as the standard asks.
  const step = size / (modules.size + 8);
  const origin = { x: x + 4 * step, y: y + 4 * step };
  doc.save();
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(origin.x + column * step, origin.y + row * step, step, step);
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
}
