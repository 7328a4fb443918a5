import type { TCity } from '@city-parking/contract/city/city';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { documentLetters } from './document-letters.ts';
import { documentMail } from './document-mail.ts';
import { documentPdf } from './document-pdf.ts';
import type { DocumentOwner, PaymentDocumentService } from './payment-document-service.ts';

interface Deps {
  db: Kysely<Database>;
  documents: PaymentDocumentService;
  messenger: Messenger;
  city: TCity;
  now: () => Date;
}

/** Payment documents by e-mail (GET /api/sendreceipt). */
export function documentSender({ db, documents, messenger, city, now }: Deps) {
  const letters = documentLetters({ db, timeZone: city.timeZone, now });
  return {
    /**
     * E-mails the owner's own document `number` as a PDF to `email` (already checked by the
     * contract's rule); PaymentDocumentNotFound for another's, ReceiptMailLimit past the daily
     * caps (document-letters.ts), MessageNotSent when the mail server refuses.
     */
    async send(owner: DocumentOwner, number: string, email: string, language: TLanguage): Promise<void> {
      const row = await documents.documentOf(owner, number);
      const letter = await letters.take(owner, email);
      try {
        const pdf = await documentPdf(row, city, language, now());
        await messenger.send(documentMail(email, row, pdf, language, city.timeZone));
      } catch (error) {
        await letters.giveBack(letter);
        throw error;
      }
    },
  };
}
export type DocumentSender = ReturnType<typeof documentSender>;
