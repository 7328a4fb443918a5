import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The operator's desk's texts: they load with the desk, never with a driver's pages. */
export const operatorDeskTexts = defineTexts('operatorDesk', { ru, en });
