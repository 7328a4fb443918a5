import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** The login dialog's rarer texts (linking Yandex ID, waits): they travel with its code, not the first load. */
export const authTexts = defineTexts('auth', { ru, en });
