import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/widget-en.json';
import ru from './texts/widget-ru.json';

// The card widget's texts come with the widget, which only the provider's address opens.
addTexts({ ru, en });
