import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The payment documents' texts (the receipts screen and the payment modal's receipt mode share them). */
export const paymentDocumentsTexts = defineTexts('paymentDocuments', { ru, en });
