import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/bank-en.json';
import ru from './texts/bank-ru.json';

/** The bank statements screen's texts: they load with the signed-in desk's screens. */
export const deskBankTexts = defineTexts('operatorDeskBank', { ru, en });
