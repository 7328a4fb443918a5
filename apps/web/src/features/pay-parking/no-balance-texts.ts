import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/no-balance-en.json';
import ru from './texts/no-balance-ru.json';

/** The texts of cities without a balance (start/stop, deferred parkings): they come with the code that shows them. */
export const noBalanceTexts = defineTexts('parking-no-balance', { ru, en });
