import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The refill and payment return texts: they travel with their code, not with the site's first load. */
export const paymentsFeatureTexts = defineTexts('payments-feature', { ru, en });
