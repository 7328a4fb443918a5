import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The operations history's texts: they travel with its code, not with the site's first load. */
export const operationsTexts = defineTexts('operations', { ru, en });
