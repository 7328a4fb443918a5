import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

// The flat-lot form's texts come with its lazily loaded code, not with the site's first load.
addTexts({ ru, en });
