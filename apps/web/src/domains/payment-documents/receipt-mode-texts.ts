import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/receipt-mode-en.json';
import ru from './texts/receipt-mode-ru.json';

/** The payment modal's receipt mode: its texts come with its lazily loaded code. */
export const receiptModeTexts = defineTexts('receipt-mode', { ru, en });
