import { formatDate } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { OutgoingMessage } from '../outbox/messenger.ts';
import { DOCUMENT_FILE_NAME } from './document-pdf.ts';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import type { PaymentDocumentRow } from './tables.ts';

/**
 * A payment document sent by e-mail: its title, sum, UIN and last day to pay in the text, the PDF
 * attached. The document names its payer, so the letter says no more than the PDF does.
 */
export function documentMail(to: string, row: PaymentDocumentRow, pdf: Uint8Array, language: TLanguage, timeZone: string): OutgoingMessage {
  const texts = DOCUMENT_TEXTS[language];
  const title = (row.kind === 'invoice' ? texts.invoiceTitle : texts.slipTitle)(row.number, formatDate(row.created_at, timeZone));
  const sum = formatMoney(Number(row.amount), language);
  // expires_at is the first instant it may no longer be paid; the day before it is the last one.
  const until = formatDate(new Date(row.expires_at.getTime() - 1), timeZone);
  const text =
    language === 'en'
      ? `${title}\nSum: ${sum}\nUIN: ${row.uin}\nPay by ${until} inclusive.\n\nThe document is attached (${DOCUMENT_FILE_NAME}).`
      : `${title}\nСумма: ${sum}\nУИН: ${row.uin}\nОплатить до ${until} включительно.\n\nДокумент во вложении (${DOCUMENT_FILE_NAME}).`;
  return { channel: 'email', to, text, attachments: [{ name: DOCUMENT_FILE_NAME, type: 'application/pdf', content: pdf }] };
}
