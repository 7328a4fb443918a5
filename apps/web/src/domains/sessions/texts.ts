import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

// The session texts travel with the code that shows sessions, never with the site's first load.
addTexts({ ru, en });
