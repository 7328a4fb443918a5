import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/screens-en.json';
import ru from './texts/screens-ru.json';

/** The signed-in desk's screens' texts: they load with the screens, after the sign-in. */
export const deskScreenTexts = defineTexts('operatorDeskScreens', { ru, en });
