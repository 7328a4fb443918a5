import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The sessions domain's texts: they travel with the code that shows sessions, never with the site's first load. */
export const sessionsTexts = defineTexts('sessions', { ru, en });
