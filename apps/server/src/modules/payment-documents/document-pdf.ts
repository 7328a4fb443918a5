import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import { effectiveStatus } from './receipt-answer.ts';
import type { PaymentDocumentRow } from './tables.ts';
import { writeDocumentPdf } from './write-document-pdf.ts';

/** The name a document's PDF takes, saved or attached (spec 2.7). */
export const DOCUMENT_FILE_NAME = 'receipt.pdf';

/** A document's PDF as its owner gets it: its status as of now, the city's name and clock, in `language`. */
export const documentPdf = (row: PaymentDocumentRow, city: TCity, language: TLanguage, now: Date): Promise<Buffer> =>
  writeDocumentPdf({ row: { ...row, status: effectiveStatus(row, now) }, cityName: city.nameForShow[language], timeZone: city.timeZone, language });
