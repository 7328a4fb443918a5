import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The subscription constructor's texts: they travel with its lazy page, not with the site's first load. */
export const constructorTexts = defineTexts('subscription-constructor', { ru, en });
