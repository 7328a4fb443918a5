import PDFDocument from 'pdfkit';
import { formatDate } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import type { TPayee } from '@city-parking/contract/receipts/payee';
import { PAYER_TYPES, payerName, type TPayer } from '@city-parking/contract/receipts/payer';
import { includedVat, VAT_PERCENT } from '@city-parking/contract/fiscal/vat';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { registerPdfFonts } from '../../pdf/pdf-fonts.ts';
import { documentPurpose, documentQrString } from './document-purpose.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { drawQr } from './draw-qr.ts';
import type { PaymentDocumentRow } from './tables.ts';

const MARGIN = 40;
const WIDTH = 515;
const QR_SIZE = 150;
const TEXT_WIDTH = WIDTH - QR_SIZE - 15;

export interface DocumentPdfInput {
  row: PaymentDocumentRow;
  /** The city's name in the document's language. */
  cityName: string;
  timeZone: string;
  language: TLanguage;
}

/**
 * A payment document as an A4 PDF: a slip (квитанция) for a person with the payee's bank details,
 * or an invoice (счёт на оплату) for a company with both parties' details and the VAT included;
 * both with the bank QR code. Small enough to build in memory.
 */
export async function writeDocumentPdf({ row, cityName, timeZone, language }: DocumentPdfInput): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS[language];
  const payee = row.payee as TPayee;
  const payer = row.payer as unknown as TPayer;
  const amount = Number(row.amount);
  const money = (kopecks: number) => formatMoney(kopecks, language);
  const title = (row.kind === 'invoice' ? texts.invoiceTitle : texts.slipTitle)(row.number, formatDate(row.created_at, timeZone));

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerPdfFonts(doc);

  doc.font('regular').fontSize(9).fillColor('#555555').text(cityName, MARGIN, MARGIN, { width: WIDTH });
  doc.fillColor('black').font('bold').fontSize(14).text(title, { width: WIDTH });
  doc.moveDown(0.2).font('regular').fontSize(9).text(texts.status[row.status], { width: WIDTH });
  doc.moveDown(0.8);

  const top = doc.y;
  drawQr(doc, documentQrString(row, timeZone), MARGIN + WIDTH - QR_SIZE, top, QR_SIZE);
  doc
    .font('regular')
    .fontSize(7)
    .text(texts.scan, MARGIN + WIDTH - QR_SIZE, top + QR_SIZE + 2, { width: QR_SIZE, align: 'center' });
  doc.x = MARGIN;
  doc.y = top;

  const heading = (text: string) => doc.font('bold').fontSize(10).text(text, MARGIN, doc.y, { width: TEXT_WIDTH }).font('regular').fontSize(9);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`, MARGIN, doc.y, { width: TEXT_WIDTH });

  heading(row.kind === 'invoice' ? texts.supplier : texts.payee);
  doc.text(language === 'en' ? payee.nameEn : payee.name, { width: TEXT_WIDTH });
  line(texts.inn, `${payee.inn}, ${texts.kpp}: ${payee.kpp}`);
  if (row.kind === 'invoice') line(texts.address, payee.address);
  line(texts.account, payee.account);
  line(texts.bank, payee.bankName);
  line(texts.bic, `${payee.bic}, ${texts.correspondentAccount}: ${payee.correspondentAccount}`);
  doc.moveDown(0.6);

  heading(row.kind === 'invoice' ? texts.buyer : texts.payer);
  doc.text(payerName(payer), { width: TEXT_WIDTH });
  if (payer.type === PAYER_TYPES.legal) {
    line(texts.inn, `${payer.inn}, ${texts.kpp}: ${payer.kpp}`);
    line(texts.ogrn, payer.ogrn);
  } else {
    line(texts.document(payer.typeDoc), `${payer.seriesDoc} ${payer.numberDoc}, ${texts.issued(formatDate(payer.DateDoc, 'UTC'), payer.issuer)}`);
  }
  line(texts.address, payer.address);
  doc.moveDown(0.6);

  const purpose = documentPurpose(row, language, timeZone);
  doc.y = Math.max(doc.y, top + QR_SIZE + 20);
  if (row.kind === 'invoice') {
    const columns = [
      { text: texts.item, width: 300 },
      { text: texts.quantity, width: 45, align: 'right' as const },
      { text: texts.price, width: 85, align: 'right' as const },
      { text: texts.sum, width: 85, align: 'right' as const },
    ];
    const tableRow = (cells: string[], font: 'regular' | 'bold') => {
      doc.font(font).fontSize(9);
      const y = doc.y;
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 6 }))) + 6;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc.text(cell, x + 3, y + 3, { width: columns[i]!.width - 6, align: columns[i]!.align ?? 'left' });
        x += columns[i]!.width;
      });
      doc.rect(MARGIN, y, WIDTH, height).lineWidth(0.5).stroke();
      doc.x = MARGIN;
      doc.y = y + height;
    };
    tableRow(
      columns.map((column) => column.text),
      'bold',
    );
    tableRow([purpose, '1', money(amount), money(amount)], 'regular');
    doc.moveDown(0.5);
    doc
      .font('bold')
      .fontSize(10)
      .text(`${texts.total}: ${money(amount)}`, MARGIN, doc.y, { width: WIDTH, align: 'right' });
    doc
      .font('regular')
      .fontSize(9)
      .text(`${texts.vat(VAT_PERCENT)}: ${money(includedVat(amount, 'vat22'))}`, { width: WIDTH, align: 'right' });
  } else {
    heading(texts.purpose);
    doc.text(purpose, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.4);
    doc
      .font('bold')
      .fontSize(12)
      .text(`${texts.sum}: ${money(amount)}`, { width: WIDTH });
  }
  doc.moveDown(0.4).font('bold').fontSize(10).text(`${texts.uin}: ${row.uin}`, MARGIN, doc.y, { width: WIDTH });
  doc
    .moveDown(0.6)
    .font('regular')
    .fontSize(9)
    .text(texts.validUntil(formatDate(new Date(row.expires_at.getTime() - 1), timeZone)), { width: WIDTH });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
