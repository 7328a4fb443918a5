import { ERROR_TEXTS_RU } from '@city-parking/contract/errors/error-texts-ru';
import common from '../../i18n/ru/common.json';
import content from '../../i18n/ru/content.json';

/** Russian, the default language: part of the first load. */
export const resourcesRu = { common, content, errors: ERROR_TEXTS_RU };
