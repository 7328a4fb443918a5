import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/second-factor-en.json';
import ru from './texts/second-factor-ru.json';

/** The sign-in's second step's texts: they load with that step, after the password. */
export const secondFactorTexts = defineTexts('operatorDeskSecondFactor', { ru, en });
