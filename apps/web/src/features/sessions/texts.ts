import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The session renewal texts: they travel with its code, not with the site's first load. */
export const sessionsFeatureTexts = defineTexts('sessions-feature', { ru, en });
