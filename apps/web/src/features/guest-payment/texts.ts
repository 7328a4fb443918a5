import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

// This feature's texts travel with its code, not with the site's first load.
addTexts({ ru, en });
