import { formatDate } from '@city-parking/contract/format/format-date';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { TPayee } from '@city-parking/contract/receipts/payee';
import { paymentQrString } from '@city-parking/contract/receipts/payment-qr';
import { PAYER_TYPES, type TPayer } from '@city-parking/contract/receipts/payer';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import type { DocumentSubject } from './payment-document-service.ts';
import type { PaymentDocumentRow } from './tables.ts';

/** The purpose of payment as printed in `language`; the bank's QR code always carries the Russian one. */
export function documentPurpose(row: PaymentDocumentRow, language: TLanguage, timeZone: string): string {
  const texts = DOCUMENT_TEXTS[language];
  const subject = row.subject as DocumentSubject;
  if (row.purpose === 'refill' || !subject.start || !subject.end) return texts.refillPurpose(row.uin);
  // The period ends at midnight: the last day paid for is the one before.
  const lastDay = new Date(new Date(subject.end).getTime() - 1);
  return texts.subscriptionPurpose(
    subject.label?.[language] ?? subject.code ?? '',
    subject.plate ?? '',
    formatDate(subject.start, timeZone),
    formatDate(lastDay, timeZone),
    row.uin,
  );
}

/** The ГОСТ Р 56042-2014 payment string of a document: the payee, the sum, the purpose, the UIN and a person's name and address. */
export function documentQrString(row: PaymentDocumentRow, timeZone: string): string {
  const payee = row.payee as TPayee;
  const payer = row.payer as unknown as TPayer;
  const person =
    payer.type === PAYER_TYPES.individual
      ? { lastName: payer.lastName, firstName: payer.firstName, middleName: payer.middleName, payerAddress: payer.address }
      : {};
  return paymentQrString({
    name: payee.name,
    personalAcc: payee.account,
    bankName: payee.bankName,
    bic: payee.bic,
    correspAcc: payee.correspondentAccount,
    payeeInn: payee.inn,
    kpp: payee.kpp,
    sum: Number(row.amount),
    purpose: documentPurpose(row, 'ru', timeZone),
    uin: row.uin,
    ...person,
  });
}
