import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The receipts screen's texts, loaded with its code. */
export const receiptsTexts = defineTexts('receipts', { ru, en });
