import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/vehicles-en.json';
import ru from './texts/vehicles-ru.json';

/** The vehicle and document texts: they come with the blocks that show them, after the page itself. */
export const profileVehiclesTexts = defineTexts('profile-vehicles', { ru, en });
