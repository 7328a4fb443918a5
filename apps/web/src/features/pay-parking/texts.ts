import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The parking page's texts: they travel with its code, not with the site's first load. */
export const parkingFeatureTexts = defineTexts('parking-feature', { ru, en });
