import { ERROR_TEXTS_RU } from '@city-parking/contract/errors/error-texts-ru';

/**
 * Russian error texts: a chunk of their own, fetched beside the page before the first render (see
 * `loadLanguage`), so that the first load of every page carries only the texts a page shows at once.
 */
export const resourcesRuErrors = { errors: ERROR_TEXTS_RU };
