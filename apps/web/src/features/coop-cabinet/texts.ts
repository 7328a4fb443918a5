import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The corporate cabinet's texts: they travel with its code, never with a driver's pages. */
export const coopTexts = defineTexts('coop', { ru, en });
