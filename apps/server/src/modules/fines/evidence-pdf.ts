import PDFDocument from 'pdfkit';
import type { TFineCoverage } from '@city-parking/contract/fines/fines';
import { FINE_STATUS_LABELS } from '@city-parking/contract/fines/fine-status';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { BALANCE_METHOD } from '@city-parking/contract/payments/session-calls';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { registerPdfFonts } from '../../pdf/pdf-fonts.ts';
import { EXPORT_TEXTS } from '../operations/export/export-texts.ts';
import type { Evidence } from './evidence-repo.ts';
import { EVIDENCE_TEXTS } from './evidence-texts.ts';
import type { FineRow } from './tables.ts';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

export interface EvidenceDocument {
  cityName: string;
  timeZone: string;
  fine: FineRow;
  coverage: TFineCoverage;
  evidence: Evidence;
  language: TLanguage;
  now: Date;
}

/**
 * The evidence of a covered fine as a one- or two-page A4 PDF: the fine, what covered it and each
 * payment of that period with its numbers. It is small, so it is built in memory and sent whole.
 */
export function evidencePdf({ cityName, timeZone, fine, coverage, evidence, language, now }: EvidenceDocument): Promise<Buffer> {
  const texts = EVIDENCE_TEXTS[language];
  const history = EXPORT_TEXTS[language];
  const at = (date: Date) => formatDateTime(date, 'DD.MM.YYYY HH:mm', timeZone);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${texts.title} ${fine.uin}` } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => doc.moveDown(0.8).font('bold').fontSize(12).text(text, MARGIN, doc.y, { width: WIDTH }).moveDown(0.2);
  const field = (label: string, value: string) => {
    if (value === '') return;
    doc.font('bold').fontSize(10).text(`${label}: `, MARGIN, doc.y, { width: WIDTH, continued: true });
    doc.font('regular').text(value);
  };

  doc.font('bold').fontSize(16).text(texts.title, { width: WIDTH });
  doc.moveDown(0.3);
  field(texts.city, cityName);

  heading(texts.fine);
  field(texts.uin, fine.uin);
  field(texts.article, fine.article);
  field(texts.place, fine.place);
  field(texts.offenseAt, at(fine.offense_at));
  field(texts.plate, fine.plate);
  field(texts.totalSum, formatMoney(fine.total_sum, language));
  field(texts.paidSum, formatMoney(fine.paid_sum, language));
  field(texts.status, FINE_STATUS_LABELS[fine.status][language]);

  heading(texts.evidence);
  doc
    .font('regular')
    .fontSize(10)
    .text(coverage.kind === 'typo' ? texts.covered.typo(coverage.plate) : texts.covered[coverage.kind === 'subscription' ? 'subscription' : 'session'], {
      width: WIDTH,
    });
  doc.moveDown(0.3);
  const { period } = evidence;
  doc.font('bold').fontSize(11).text(texts.period[period.kind], { width: WIDTH });
  field(texts.zone, period.zones === null ? texts.everyZone : period.zones.join(', '));
  field(texts.plate, period.plate);
  field(texts.start, at(period.start));
  field(texts.end, at(period.end));
  field(texts.paidForPeriod, formatMoney(period.paid, language));

  heading(texts.payments);
  if (evidence.payments.length === 0) doc.font('regular').fontSize(10).text(texts.noPayments, { width: WIDTH });
  for (const payment of evidence.payments) {
    doc.font('bold').fontSize(10).text(`${history.types[payment.type]} · ${history.statuses[payment.status]}`, MARGIN, doc.y, { width: WIDTH });
    field(texts.amount, formatMoney(payment.amount, language));
    field(texts.method, payment.method === BALANCE_METHOD ? texts.balance : payment.method);
    field(texts.at, at(payment.at));
    field(texts.operationNumber, payment.orderNumber);
    field(texts.paymentId, payment.paymentId ?? '');
    field(texts.providerPaymentId, payment.providerPaymentId ?? '');
    field(texts.completedAt, payment.completedAt ? at(payment.completedAt) : '');
    doc.moveDown(0.5);
  }

  doc.moveDown(0.8).font('regular').fontSize(8).fillColor('#444444');
  doc.text(texts.receiptNote, MARGIN, doc.y, { width: WIDTH });
  doc.text(texts.timeNote(timeZone), { width: WIDTH });
  doc.text(`${texts.generated}: ${at(now)}`, { width: WIDTH });
  doc.end();
  return done;
}
