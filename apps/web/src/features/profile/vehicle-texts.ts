import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/vehicles-en.json';
import ru from './texts/vehicles-ru.json';

// The vehicle and document texts come with the blocks that show them, after the page itself.
addTexts({ ru, en });
