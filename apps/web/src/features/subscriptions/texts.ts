import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The subscriptions screen's and the subscription payment modal's texts, loaded with their code. */
export const subscriptionsTexts = defineTexts('subscriptions', { ru, en });
