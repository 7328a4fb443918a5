import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/no-balance-en.json';
import ru from './texts/no-balance-ru.json';

// The texts of cities without a balance (start/stop, deferred parkings) come with the code that shows them.
addTexts({ ru, en });
