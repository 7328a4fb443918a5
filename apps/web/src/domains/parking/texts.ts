import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

// The shared parking form pieces bring their texts with them, not with the site's first load.
addTexts({ ru, en });
