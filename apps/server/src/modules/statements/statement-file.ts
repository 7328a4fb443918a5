import type { TStatementFormat } from '@city-parking/contract/corporate/corp-statement';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { MessageAttachment } from '../outbox/messenger.ts';
import type { CompanyStatement } from './company-statement.ts';
import { statementContent } from './statement-content.ts';
import { STATEMENT_TEXTS } from './statement-texts.ts';
import { writeStatementPdf } from './write-statement-pdf.ts';
import { writeStatementXlsx } from './write-statement-xlsx.ts';

export const FILE_TYPES: Record<TStatementFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A company's statement as a file named for its month (`statement-2026-10.pdf`), as downloaded and as attached. */
export async function statementFile(statement: CompanyStatement, format: TStatementFormat, language: TLanguage, timeZone: string): Promise<MessageAttachment> {
  const texts = STATEMENT_TEXTS[language];
  const content = statementContent(statement, texts, timeZone);
  const bytes = format === 'pdf' ? await writeStatementPdf(statement, content, texts, language) : await writeStatementXlsx(statement, content, texts);
  return { name: `statement-${statement.period.month}.${format}`, type: FILE_TYPES[format], content: bytes };
}
