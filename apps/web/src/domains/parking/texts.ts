import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The shared parking form pieces' texts: they come with those pieces, not with the site's first load. */
export const parkingTexts = defineTexts('parking', { ru, en });
