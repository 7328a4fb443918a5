import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/dialogs-en.json';
import ru from './texts/dialogs-ru.json';

/** The payment modal's and the confirmations' texts: they come with the dialogs, on their first opening. */
export const subscriptionDialogTexts = defineTexts('subscription-dialogs', { ru, en });
