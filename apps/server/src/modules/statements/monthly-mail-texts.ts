import { formatMoney } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { MessageAttachment, OutgoingMessage } from '../outbox/messenger.ts';
import type { CompanyStatement } from './company-statement.ts';
import { STATEMENT_TEXTS } from './statement-texts.ts';

const names = (files: readonly MessageAttachment[]) => files.map((file) => file.name).join(', ');

/** The company's statement by e-mail: the balances in the letter, the PDF and the workbook attached. */
export function companyStatementMail(to: string, statement: CompanyStatement, files: readonly MessageAttachment[], language: TLanguage): OutgoingMessage {
  const texts = STATEMENT_TEXTS[language];
  const money = (kopecks: number) => formatMoney(kopecks, language);
  const text = [
    texts.companyMail(statement.company.name, texts.monthName(statement.period.month)),
    '',
    `${texts.opening}: ${money(statement.opening)}`,
    `${texts.topUps}: ${money(statement.topUpTotal)}`,
    `${texts.spent}: ${money(statement.spentTotal)}`,
    `${texts.closing}: ${money(statement.closing)}`,
    '',
    texts.attached(names(files)),
  ].join('\n');
  return { channel: 'email', to, text, attachments: files };
}

/** A driver's monthly report: the history's own exports of the month attached. */
export function driverReportMail(to: string, month: string, files: readonly MessageAttachment[], language: TLanguage): OutgoingMessage {
  const texts = STATEMENT_TEXTS[language];
  const text = [texts.reportMail(texts.monthName(month)), '', texts.attached(names(files)), texts.reportOff].join('\n');
  return { channel: 'email', to, text, attachments: files };
}
