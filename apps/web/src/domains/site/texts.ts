import { defineTexts } from '@/lib/i18n/define-texts.ts';
import en from './texts/en.json';
import ru from './texts/ru.json';

/** What the site's content pages share (loading, try again): it comes with those pages, not the first load. */
export const siteTexts = defineTexts('site', { ru, en });
