import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';

/**
 * Renders the first page of a PDF as a bank's app would see it printed (pdf.js, 2× scale) and reads
 * the QR code on it: what the test holds is what a scanner decodes, not what the code meant to draw.
 */
export async function decodePdfQr(pdf: Buffer): Promise<string | null> {
  const { pages } = await new PDFParse({ data: pdf }).getScreenshot({ scale: 2, imageDataUrl: false, first: 1 });
  const page = pages[0];
  if (!page) return null;
  const image = await loadImage(Buffer.from(page.data));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}

/** Draws an SVG (the fiscal receipt's QR code as the page shows it) at 4× and reads the QR code on it. */
export async function decodeSvgQr(svg: string): Promise<string | null> {
  const image = await loadImage(Buffer.from(svg, 'utf8'));
  const width = image.width * 4;
  const height = image.height * 4;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}
