import common from '../../i18n/ru/common.json';
import content from '../../i18n/ru/content.json';

/** Russian, the default language: part of the first load. Its error texts come with `loadLanguage('ru')`. */
export const resourcesRu = { common, content };
