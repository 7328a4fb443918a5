import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The flat-lot form's texts: they come with its lazily loaded code, not with the site's first load. */
export const flatLotsTexts = defineTexts('flat-lots', { ru, en });
