import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The feedback screen's texts, loaded with its code. */
export const feedbackTexts = defineTexts('feedback', { ru, en });
