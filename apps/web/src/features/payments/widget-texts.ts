import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/widget-en.json';
import ru from './texts/widget-ru.json';

/** The card widget's texts: they come with the widget, which only the provider's address opens. */
export const cardWidgetTexts = defineTexts('card-widget', { ru, en });
