import { addTexts } from '@/lib/i18n/add-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

// The login dialog's rarer texts (linking Yandex ID, waits) travel with its code, not the first load.
addTexts({ ru, en });
