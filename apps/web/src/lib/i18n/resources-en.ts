import { ERROR_TEXTS_EN } from '@city-parking/contract/errors/error-texts-en';
import common from '../../i18n/en/common.json';
import content from '../../i18n/en/content.json';

/** English: loaded when an /en address is opened or the visitor switches to it. */
export const resourcesEn = { common, content, errors: ERROR_TEXTS_EN };
